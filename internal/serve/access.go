package serve

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/cutetui/cutetui/internal/safefile"
	gossh "golang.org/x/crypto/ssh"
)

// Role is what a session may do.
type Role int

const (
	Student Role = iota
	Teacher
)

func (r Role) String() string {
	if r == Teacher {
		return "teacher"
	}
	return "student"
}

// Identity is who a verified key belongs to. A Pending identity has a
// verified key that is not bound to a name yet: its session must first
// give the join code and a name.
type Identity struct {
	Name    string
	Role    Role
	Key     string // SHA256 fingerprint of the public key
	Pending bool
}

// keyEntry is one line of an authorized_keys file: a key and the name in
// its comment.
type keyEntry struct {
	key  gossh.PublicKey
	name string
}

// maxKeysFile bounds a keys file (a class, not a key server).
const maxKeysFile = 1 << 20

// loadKeys reads an authorized_keys file. Every entry must name its owner
// in the comment; an error names the line.
func loadKeys(path string) ([]keyEntry, error) {
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(data) > maxKeysFile {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, maxKeysFile)
	}
	var out []keyEntry
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), maxKeysFile)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, comment, _, _, err := gossh.ParseAuthorizedKey([]byte(text))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		name, err := checkName(comment)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: the key's comment must name its owner: %v", path, line, err)
		}
		out = append(out, keyEntry{key, name})
	}
	return out, sc.Err()
}

// checkName trims a student's name and refuses one that is empty, too
// long, or has characters other than letters, digits, spaces and ._-@.
func checkName(s string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", errors.New("empty name")
	}
	if len([]rune(s)) > 40 {
		return "", errors.New("a name has at most 40 characters")
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" ._-@", r) {
			return "", fmt.Errorf("%q: use letters, digits, spaces and . _ - @", r)
		}
	}
	return s, nil
}

// keyDir is a student's directory name, from the key's SHA256 fingerprint
// alone: a name is only displayed, so no typed name can reach another
// student's directory. "SHA256:ab+c/d" → "key-ab-c_d".
func keyDir(fp string) string {
	return "key-" + strings.NewReplacer("+", "-", "/", "_").Replace(strings.TrimPrefix(fp, "SHA256:"))
}

// Roster holds the keys bound with the join code: fingerprint → student.
// It is saved atomically in the class directory after each change.
type Roster struct {
	mu       sync.Mutex
	path     string
	Students map[string]RosterEntry `json:"students"`
}

// RosterEntry is one student who joined with the code.
type RosterEntry struct {
	Name   string    `json:"name"`
	Key    string    `json:"key"` // the public key, authorized_keys format
	Joined time.Time `json:"joined"`
}

func loadRoster(path string) (*Roster, error) {
	r := &Roster{path: path, Students: map[string]RosterEntry{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return r, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, r); err != nil {
		return nil, fmt.Errorf("%s: %v (fix or remove it; nothing was changed)", path, err)
	}
	if r.Students == nil {
		r.Students = map[string]RosterEntry{}
	}
	return r, nil
}

// lookup returns the student bound to a key fingerprint.
func (r *Roster) lookup(fp string) (RosterEntry, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.Students[fp]
	return e, ok
}

// Bind binds a verified key to a name and saves the roster. A name already
// taken by another key is refused (ask the teacher), so that one student
// cannot take over another's progress.
func (r *Roster) Bind(key gossh.PublicKey, name string, taken func(string) bool) (string, error) {
	name, err := checkName(name)
	if err != nil {
		return "", err
	}
	fp := gossh.FingerprintSHA256(key)
	r.mu.Lock()
	defer r.mu.Unlock()
	if e, ok := r.Students[fp]; ok {
		return e.Name, nil
	}
	for _, e := range r.Students {
		if lookAlike(e.Name, name) {
			return "", fmt.Errorf("the name %q is taken; choose another", name)
		}
	}
	if taken != nil && taken(name) {
		return "", fmt.Errorf("the name %q is taken; choose another", name)
	}
	r.Students[fp] = RosterEntry{Name: name, Key: strings.TrimSpace(string(gossh.MarshalAuthorizedKey(key))), Joined: time.Now().UTC()}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return "", err
	}
	if err := safefile.WriteFile(r.path, append(data, '\n'), 0o600); err != nil {
		delete(r.Students, fp)
		return "", err
	}
	return name, nil
}

// access decides who a key belongs to.
type access struct {
	teachers []keyEntry
	allowed  []keyEntry
	roster   *Roster
	joinCode string
}

func newAccess(cfg Config) (*access, error) {
	a := &access{joinCode: cfg.JoinCode}
	var err error
	if a.teachers, err = loadKeys(cfg.TeacherKeys); err != nil {
		return nil, fmt.Errorf("--teacher-keys: %w", err)
	}
	if a.allowed, err = loadKeys(cfg.AuthorizedKeys); err != nil {
		return nil, fmt.Errorf("--authorized-keys: %w", err)
	}
	if a.roster, err = loadRoster(filepath.Join(cfg.ClassDir, "roster.json")); err != nil {
		return nil, err
	}
	return a, nil
}

// identify returns the identity of a verified key, and false when the key
// may not connect at all.
func (a *access) identify(key gossh.PublicKey) (Identity, bool) {
	fp := gossh.FingerprintSHA256(key)
	for _, e := range a.teachers {
		if keysEqual(e.key, key) {
			return Identity{Name: e.name, Role: Teacher, Key: fp}, true
		}
	}
	for _, e := range a.allowed {
		if keysEqual(e.key, key) {
			return Identity{Name: e.name, Role: Student, Key: fp}, true
		}
	}
	if a.joinCode != "" {
		if e, ok := a.roster.lookup(fp); ok {
			return Identity{Name: e.Name, Role: Student, Key: fp}, true
		}
		return Identity{Role: Student, Key: fp, Pending: true}, true
	}
	return Identity{}, false
}

// nameTaken reports whether an allow-listed student or a teacher already
// has the name, or one that looks like it.
func (a *access) nameTaken(name string) bool {
	for _, e := range append(append([]keyEntry(nil), a.teachers...), a.allowed...) {
		if lookAlike(e.name, name) {
			return true
		}
	}
	return false
}

// lookAlikes lists the pairs of names in the allow-lists and roster that
// look alike (for the teacher: the server says so in its log).
func (a *access) lookAlikes() [][2]string {
	var names []string
	for _, e := range append(append([]keyEntry(nil), a.teachers...), a.allowed...) {
		names = append(names, e.name)
	}
	a.roster.mu.Lock()
	for _, e := range a.roster.Students {
		names = append(names, e.Name)
	}
	a.roster.mu.Unlock()
	var out [][2]string
	for i := range names {
		for j := i + 1; j < len(names); j++ {
			if lookAlike(names[i], names[j]) {
				out = append(out, [2]string{names[i], names[j]})
			}
		}
	}
	return out
}

func keysEqual(a, b gossh.PublicKey) bool {
	return a.Type() == b.Type() && bytes.Equal(a.Marshal(), b.Marshal())
}

// migrateNameDir moves a student's files from the directory an earlier
// cutetui named after the student (students/Ada_Lovelace) to the key's
// directory, once, when the key's does not exist yet and no other known
// name looks like this one (then whose files they are is not clear, and
// they stay where they are for the teacher to sort out).
func (s *Server) migrateNameDir(name, dir string) {
	old := filepath.Join(s.cfg.ClassDir, "students", oldNameDir(name))
	if _, err := os.Lstat(dir); err == nil {
		return
	}
	if fi, err := os.Lstat(old); err != nil || !fi.IsDir() {
		return
	}
	for _, p := range s.access.lookAlikes() {
		if p[0] == name || p[1] == name {
			s.log.Printf("kept %s where it is: %q looks like %q", old, p[0], p[1])
			return
		}
	}
	if err := os.Rename(old, dir); err != nil {
		s.log.Printf("moving %s to %s: %v", old, dir, err)
		return
	}
	s.log.Printf("moved %s to %s (files are kept by key now)", old, dir)
}
