package termprobe

import (
	"bytes"
	"os"
	"testing"

	"github.com/muesli/termenv"
)

func env(kv ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) string { return m[k] }
}

func TestDetectTheme(t *testing.T) {
	var buf bytes.Buffer // not a terminal: no query is ever sent
	for _, c := range []struct {
		name, style string
		env         func(string) string
		want        Theme
	}{
		{"auto, not a tty", "auto", env("TERM", "xterm-256color"), Theme{termenv.Ascii, true, "dark"}},
		{"forced light", "light", env("TERM", "xterm-256color"), Theme{termenv.Ascii, false, "light"}},
		{"NO_COLOR", "dark", env("TERM", "xterm-256color", "NO_COLOR", "1"), Theme{termenv.Ascii, true, "notty"}},
		{"dumb", "auto", env("TERM", "dumb"), Theme{termenv.Ascii, true, "notty"}},
		{"notty", "notty", env("TERM", "xterm-256color"), Theme{termenv.Ascii, true, "notty"}},
		{"COLORFGBG light", "auto", env("TERM", "xterm", "COLORFGBG", "0;15"), Theme{termenv.Ascii, false, "light"}},
		{"COLORFGBG dark", "auto", env("TERM", "xterm", "COLORFGBG", "15;0"), Theme{termenv.Ascii, true, "dark"}},
	} {
		got, err := DetectTheme(c.style, &buf, c.env)
		if err != nil || got != c.want {
			t.Errorf("%s: got %+v, %v; want %+v", c.name, got, err, c.want)
		}
	}
	if buf.Len() != 0 {
		t.Errorf("detection wrote %q to a non-terminal", buf.String())
	}
	if _, err := DetectTheme("sepia", &buf, env()); err == nil {
		t.Error("--style sepia accepted")
	}
}

func TestDetectThemeProfileOnTerminalFile(t *testing.T) {
	// A regular file is not a terminal: Ascii, whatever TERM says.
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	th, err := DetectTheme("dark", f, env("TERM", "xterm-256color"))
	if err != nil || th.Profile != termenv.Ascii {
		t.Errorf("file output: %+v %v", th, err)
	}
}

func TestParseOSC11(t *testing.T) {
	for _, c := range []struct {
		in   string
		ok   bool
		dark bool
	}{
		{"\x1b]11;rgb:0000/0000/0000\x07", true, true},
		{"\x1b]11;rgb:ffff/ffff/ffff\x1b\\", true, false},
		{"\x1b]11;rgb:fd/f6/e3\x07", true, false}, // solarized light, 2 hex digits
		{"\x1b]11;rgb:1e1e/1e1e/2e2e\x07\x1b[?62;c", true, true},
		{"\x1b[?62;c", false, false},
		{"\x1b]11;rgb:zz/00/00\x07", false, false},
	} {
		rgb, ok := parseOSC11([]byte(c.in))
		if ok != c.ok || (ok && (luminance(rgb) < 0.5) != c.dark) {
			t.Errorf("parseOSC11(%q) = %v %v", c.in, rgb, ok)
		}
	}
}

// TestImages: --images names a protocol, or auto asks the
// environment and then (only outside tmux and screen) the terminal.
func TestImages(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	asked := false
	yes := func() bool { asked = true; return true }
	for _, tc := range []struct {
		flag string
		env  map[string]string
		want string
		ask  bool
	}{
		{"off", map[string]string{"TERM": "xterm-kitty"}, "off", false},
		{"sixel", map[string]string{}, "sixel", false},
		{"auto", map[string]string{"TERM": "xterm-kitty"}, "kitty", false},
		{"auto", map[string]string{"TERM": "xterm-256color"}, "sixel", true},
		{"auto", map[string]string{"TERM": "xterm-256color", "TMUX": "x"}, "off", false},
		{"auto", map[string]string{"TERM": "screen"}, "off", false},
		{"auto", map[string]string{"TERM": "dumb"}, "off", false},
	} {
		asked = false
		if got := Images(tc.flag, env(tc.env), yes); got != tc.want || asked != tc.ask {
			t.Errorf("Images(%q, %v) = %q (asked %v), want %q (asked %v)", tc.flag, tc.env, got, asked, tc.want, tc.ask)
		}
	}
	if got := Images("auto", env(map[string]string{"TERM": "xterm"}), func() bool { return false }); got != "off" {
		t.Errorf("a terminal without sixel: %q", got)
	}
}
