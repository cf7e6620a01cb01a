package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cutetui/cutetui/views/keymap"
)

func manPage(t *testing.T) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := dispatch([]string{"man"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("man: %d %s", code, errb.String())
	}
	return out.String()
}

// TestManNamesEverything: the man page has a section for every command
// and sub-command, and in it every flag that command's --help lists (the
// page is made from that text, so nothing added later can be left out),
// every key binding of `help keys`, and the sections of the language guide.
func TestManNamesEverything(t *testing.T) {
	page := manPage(t)
	root := cli()
	if len(root.Subs) < 10 {
		t.Fatalf("only %d commands", len(root.Subs))
	}
	for _, f := range root.Flags {
		if !strings.Contains(page, `\fB\-`+roffEscape(f.Name)+`\fR`) {
			t.Errorf("the course's flag -%s is not in the page", f.Name)
		}
	}
	for _, c := range commandsOf(root)[1:] {
		head := `.SS "cutetui ` + c.Name + `"` + "\n"
		i := strings.Index(page, head)
		if i < 0 {
			t.Errorf("no section for %q", c.Name)
			continue
		}
		sec := page[i+len(head):]
		if j := strings.Index(sec, ".SS "); j >= 0 {
			sec = sec[:j]
		}
		for _, f := range c.Flags {
			if !strings.Contains(sec, `\fB\-`+roffEscape(f.Name)+`\fR`) {
				t.Errorf("%s: flag -%s is not in its section", c.Name, f.Name)
			}
		}
		if c.Name == "draw" && len(c.Flags) < 8 {
			t.Errorf("draw: only %d flags read from its --help", len(c.Flags))
		}
	}
	for _, g := range keyGroups(keymap.Default()) {
		for _, b := range g.bindings {
			if !strings.Contains(page, roffEscape(b.Help().Desc)) {
				t.Errorf("key %q (%s) is not in the page", b.Help().Key, b.Help().Desc)
			}
		}
	}
	for _, h := range []string{".SH KEYS", ".SH THE LANGUAGE", `.SS "STATEMENTS"`, `.SS "NOTATION"`, ".SH FILES", "config.toml"} {
		if !strings.Contains(page, h) {
			t.Errorf("the page lacks %q", h)
		}
	}
	for _, l := range strings.Split(page, "\n") {
		if strings.HasPrefix(l, ".") && !strings.HasPrefix(l, `.\"`) {
			req := strings.Fields(l)[0]
			switch req {
			case ".TH", ".SH", ".SS", ".PP", ".TP", ".B", ".br", ".nf", ".fi":
			default:
				t.Errorf("a line is taken for the request %s: %q", req, l)
			}
		}
	}
}

// TestSubCommandsListed: the sub-commands the completions and the page
// know are those the parent's usage lists.
func TestSubCommandsListed(t *testing.T) {
	for parent, subs := range subCommands {
		help := helpText(parent)
		for _, s := range subs {
			if !strings.Contains(help, "cutetui "+parent+" "+s[0]) {
				t.Errorf("%s's usage does not list %s:\n%s", parent, s[0], help)
			}
		}
	}
}

// TestManRenders formats the page with groff (no warning other than a
// line too long to break) and man -l, where they are installed.
func TestManRenders(t *testing.T) {
	page := manPage(t)
	p := filepath.Join(t.TempDir(), "cutetui.1")
	if err := os.WriteFile(p, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	ran := false
	if groff, err := exec.LookPath("groff"); err == nil {
		ran = true
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, groff, "-man", "-Tutf8", "-k", "-ww", "-z", p)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("groff: %v\n%s", err, errb.String())
		}
		for _, l := range strings.Split(strings.TrimSpace(errb.String()), "\n") {
			if l != "" && !strings.Contains(l, "can't break line") {
				t.Errorf("groff: %s", l)
			}
		}
	}
	if man, err := exec.LookPath("man"); err == nil {
		ran = true
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, man, "-l", p)
		cmd.Env = append(os.Environ(), "MANWIDTH=80", "MANPAGER=cat", "PAGER=cat", "MAN_KEEP_FORMATTING=")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("man -l: %v", err)
		}
		text := stripOverstrike(string(out))
		for _, want := range []string{"CUTETUI(1)", "NAME\n       cutetui - a terminal tutor", "cutetui completion", "-lesson string", "THE LANGUAGE"} {
			if !strings.Contains(text, want) {
				t.Errorf("man -l output lacks %q", want)
			}
		}
	}
	if !ran {
		t.Skip("neither groff nor man is installed")
	}
}

// stripOverstrike removes the backspace bold and underline of nroff.
func stripOverstrike(s string) string {
	var b []rune
	for _, r := range s {
		if r == '\b' && len(b) > 0 {
			b = b[:len(b)-1]
			continue
		}
		b = append(b, r)
	}
	return string(b)
}
