package grade

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/lessons/notebook"
)

// problems runs Check on src and returns the problems as strings.
func problems(t *testing.T, src string) ([]string, Report) {
	t.Helper()
	r := Check("doc.md", notebook.Parse([]byte(src)))
	var out []string
	for _, p := range r.Problems {
		out = append(out, p.String())
	}
	return out, r
}

func TestCheckGoodDocument(t *testing.T) {
	src := "# T\n\n```cute\nA = (4,2):(1,4)\n# comment\n\ncoalesce(A)\n```\n\n" +
		"```cute-quiz\nquestion: q\nsetup: A = 6:4\ncheck: complement(A, 24)\nanswer: 4:1\nhint: h\n```\n" +
		"```cute-tiles\nproblem: 512x512\n```\n"
	ps, r := problems(t, src)
	if len(ps) != 0 {
		t.Fatalf("problems in a good document: %q", ps)
	}
	if r.Panes != 1 || r.Quizzes != 1 || r.Tiles != 1 || r.Statements != 2 {
		t.Errorf("report %+v, want 1 pane, 1 quiz, 1 tile map, 2 statements", r)
	}
}

func TestCheckFindsProblems(t *testing.T) {
	src := strings.Join([]string{
		"# T",                          // 1
		"```cute",                      // 2
		"A = (4,2):(1,4)",              // 3
		"coalesce(A, B)",               // 4: B is unbound
		"complement((2,2):(1,1), 8)",   // 5: refused, non-injective
		"```",                          // 6
		"```cute-quiz",                 // 7
		"question: q",                  // 8
		"check: coalesce((4,2):(1,4))", // 9
		"answer: 8:2",                  // 10: wrong
		"```",                          // 11
		"```cute-quiz",                 // 12
		"question: q",                  // 13
		"check: coalesce((4,2):(1,4))", // 14
		"answer: (8):(1)",              // 15: same function, not CuTe's form
		"```",                          // 16
		"```cute-quiz",                 // 17
		"question: q",                  // 18
		"check: 8:1",                   // 19
		"answer: 8 : 1",                // 20: same value, spaced
		"```",                          // 21
		"```cute-quiz",                 // 22
		"question: q",                  // 23
		"check: 8:1",                   // 24
		"```",                          // 25: no answer
		"```cute-quiz",                 // 26
		"question: q",                  // 27
		"setup: A = (4,6):(6,1)",       // 28
		"check: A o 6:1",               // 29: refused
		"answer: 4:6",                  // 30
		"```",                          // 31
		"```cute-quiz",                 // 32
		"question: q",                  // 33
		"anwser: 1",                    // 34: unknown key
		"```",                          // 35
		"",
	}, "\n")
	ps, _ := problems(t, src)
	want := []string{
		"doc.md:4:13: ",
		"doc.md:5:12: ",
		"doc.md:10:9: the check coalesce((4,2):(1,4)) gives 8:1, but the answer says 8:2",
		"doc.md:15:9: the answer (8):(1) is the same function as the check's value, but not its shape: CuTe prints 8:1",
		"doc.md:20:9: write the answer as CuTe prints it: 8:1",
		"doc.md:22:1: cute-quiz: quiz has no answer line",
		"doc.md:29:12: ",
		"doc.md:34:1: unknown key \"anwser\"",
	}
	if len(ps) != len(want) {
		t.Fatalf("got %d problems, want %d:\n%s", len(ps), len(want), strings.Join(ps, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(ps[i], want[i]) {
			t.Errorf("problem %d = %q, want prefix %q", i, ps[i], want[i])
		}
	}
	if !strings.Contains(ps[1], "Non-injective") || !strings.Contains(ps[6], "Shape Divisibility Condition") {
		t.Errorf("engine refusals not reported as such: %q / %q", ps[1], ps[6])
	}
}

func TestCheckTiles(t *testing.T) {
	src := "# T\n```cute-tiles\nproblem: 512x512\nswizzle: 65\n```\n```cute-tiles\n```\n" +
		"```cute-tiles\nproblem: 16777216x16777216\ntile: 1x1\n```\n"
	r := Checker{}.Check("t.md", notebook.Parse([]byte(src)))
	var got []string
	for _, p := range r.Problems {
		got = append(got, p.String())
	}
	want := []string{
		"t.md:4:1: cute-tiles: swizzle: 65: want 1 to 64",
		"t.md:6:1: cute-tiles: problem: missing: add a line `problem: MxN`, e.g. problem: 1024x1024",
		"t.md:9:1: cute-tiles: problem: problem 16777216x16777216 in 1x1 tiles is 16777216x16777216 tiles, more than the 64x64 a tile map draws: shrink the problem or grow the tile",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCheckPath(t *testing.T) {
	dir := t.TempDir()
	good := "# G\n```cute\n8:1\n```\n"
	bad := "# B\n```cute\nnope(\n```\n"
	for name, text := range map[string]string{"a.md": good, "b.md": bad, "c.txt": bad} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	reps, err := Checker{}.CheckPath(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(reps) != 2 || len(reps[0].Problems) != 0 || len(reps[1].Problems) != 1 {
		t.Fatalf("reports %+v, want a.md clean and b.md with one problem (c.txt skipped)", reps)
	}
	if p := reps[1].Problems[0]; p.File != filepath.Join(dir, "b.md") || p.Line != 3 {
		t.Errorf("problem %v, want it in b.md line 3", p)
	}
	reps, err = Checker{}.CheckPath(filepath.Join(dir, "a.md"))
	if err != nil || len(reps) != 1 || reps[0].Panes != 1 {
		t.Errorf("single file: %+v, %v", reps, err)
	}
	if _, err := (Checker{}).CheckPath(filepath.Join(dir, "missing.md")); err == nil {
		t.Error("missing file: no error")
	}
	empty := t.TempDir()
	if _, err := (Checker{}).CheckPath(empty); err == nil {
		t.Error("directory without .md files: no error")
	}
}

// TestCheckPathRefusesBinary: `lessons check` on a binary or oversized
// file reports one positioned problem instead of parsing it.
func TestCheckPathRefusesBinary(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "a.md")
	if err := os.WriteFile(bin, []byte("\x7fELF\x02\x01\x01\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := (Checker{}).CheckPath(bin); err == nil || !strings.Contains(err.Error(), "binary") {
		t.Errorf("CheckPath(binary) = %v, want a refusal naming a binary file", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.md"), []byte(strings.Repeat("```cute\n1\n```\n", notebook.MaxBytes/12)), 0o644); err != nil {
		t.Fatal(err)
	}
	reps, err := Checker{}.CheckPath(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(reps) != 2 || len(reps[0].Problems) != 1 || len(reps[1].Problems) != 1 {
		t.Fatalf("reports %+v, want one problem in each file", reps)
	}
}
