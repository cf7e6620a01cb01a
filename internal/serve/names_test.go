package serve

import (
	"os"
	"path/filepath"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

func TestLookAlike(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"Student One", "Student_One", true},
		{"Student One", "student.one", true},
		{"Ada", "Аda", true},  // Cyrillic А
		{"Bob", "Вοb", true},  // Cyrillic В, Greek ο
		{"Ada", "Ａｄａ", true},  // fullwidth
		{"Bob", "B0b", false}, // a digit is not a letter
		{"Ada", "Adam", false},
		{"Zoë", "Zoe", false},
	} {
		if got := lookAlike(tc.a, tc.b); got != tc.want {
			t.Errorf("lookAlike(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
	if !mixedScript("Аda") || mixedScript("Ada") || mixedScript("Зоя") {
		t.Error("mixedScript: want only the name mixing Cyrillic and Latin flagged")
	}
}

// TestJoinerCannotTakeALookAlikeName: a join-code user typing the name of
// an allow-listed student, or one that looks like it, is refused, and the
// student's files are kept by key, never by name.
func TestJoinerCannotTakeALookAlikeName(t *testing.T) {
	dir := t.TempDir()
	one, oneLine := newKey(t, "Student One")
	eve, _ := newKey(t, "")
	s, addr := startServer(t, Config{ClassDir: dir, JoinCode: "cute42", AuthorizedKeys: writeFile(t, dir, "keys", oneLine)})
	for _, name := range []string{"Student_One", "student one", "Stuԁent Оne"} {
		c, err := dial(addr, eve)
		if err != nil {
			t.Fatal(err)
		}
		out, typ := openTUI(t, c, 80, 24)
		out.waitFor(t, "join code")
		typ("cute42\r" + name + "\r")
		out.waitFor(t, "is taken")
		c.Close()
		waitSessions(t, s, 0)
	}
	c, err := dial(addr, eve)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, typ := openTUI(t, c, 80, 24)
	out.waitFor(t, "join code")
	typ("cute42\rEve\r")
	out.waitFor(t, "hello Eve role=student dir=true")
	eveDir := filepath.Join(dir, "students", keyDir(gossh.FingerprintSHA256(eve.PublicKey())))
	oneDir := filepath.Join(dir, "students", keyDir(gossh.FingerprintSHA256(one.PublicKey())))
	if _, err := os.Stat(eveDir); err != nil {
		t.Errorf("the joiner's directory is not its key's: %v", err)
	}
	if _, err := os.Stat(oneDir); err == nil {
		t.Error("the allow-listed student's directory exists though they never connected")
	}
}

// TestOldNameDirectoryMoves: files an earlier version kept under the
// student's name move to the key's directory on the student's next
// connection.
func TestOldNameDirectoryMoves(t *testing.T) {
	dir := t.TempDir()
	ada, adaLine := newKey(t, "Ada Lovelace")
	old := filepath.Join(dir, "students", "Ada_Lovelace")
	os.MkdirAll(old, 0o700)
	writeFile(t, old, "progress.json", "{}\n")
	_, addr := startServer(t, Config{ClassDir: dir, AuthorizedKeys: writeFile(t, dir, "keys", adaLine)})
	c, err := dial(addr, ada)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	out, _ := openTUI(t, c, 80, 24)
	out.waitFor(t, "hello Ada Lovelace")
	if _, err := os.Stat(filepath.Join(dir, "students", keyDir(gossh.FingerprintSHA256(ada.PublicKey())), "progress.json")); err != nil {
		t.Errorf("the old progress did not move to the key's directory: %v", err)
	}
}
