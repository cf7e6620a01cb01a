package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/cutetui/cutetui/internal/config"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/styles"
)

// withConfig points the settings file at a temporary
// $XDG_CONFIG_HOME/cutetui/config.toml holding src, for one test.
func withConfig(t *testing.T, src string) string {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "cutetui", "config.toml")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if src != "" {
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := getenv
	getenv = func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return dir
		}
		return old(k)
	}
	t.Cleanup(func() { getenv = old })
	return p
}

func runCmd(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := dispatch(args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// TestConfigShowsSources: `cutetui config` prints each setting with where
// it came from: a flag given to it, the file's line, or the default.
func TestConfigShowsSources(t *testing.T) {
	p := withConfig(t, "style = \"dark\"\nimages = \"off\"\n\n[palette.light]\naccent = \"#123456\"\n\n[keys]\ncopy = [\"y\", \"ctrl+y\"]\n\n[bench]\nkernel = \"wgmma\"\n")
	out, errs, code := runCmd("config", "--images", "kitty")
	if code != 0 || errs != "" {
		t.Fatalf("config: %d %q", code, errs)
	}
	for _, want := range [][]string{
		{"settings file:", p},
		{"style", "dark", "config.toml:1"},
		{"images", "kitty", "--images"},
		{"notation", "cpp", "default"},
		{"palette.light.accent", "#123456", "config.toml:5"},
		{"palette.dark.accent", styles.PaletteOf(true).Accent, "assets/palette.json"},
		{"keys.copy", "y ctrl+y", "config.toml:8"},
		{"bench --kernel", "wgmma", "config.toml:11"},
	} {
		found := false
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, want[0]) && strings.Join(strings.Fields(l[len(want[0]):]), " ") == strings.Join(want[1:], " ") {
				found = true
			}
		}
		if !found {
			t.Errorf("no line %q:\n%s", want, out)
		}
	}
}

// TestConfigBadFlag: config's own flags take only what the tutor's do.
func TestConfigBadFlag(t *testing.T) {
	withConfig(t, "")
	if out, errs, code := runCmd("config", "--images", "png"); code != 2 || out != "" || !strings.Contains(errs, `--images "png": want one of auto, kitty, iterm2, sixel, off`) {
		t.Errorf("config --images png: %d %q %q", code, out, errs)
	}
	if _, errs, code := runCmd("--images", "png"); code != 2 || !strings.Contains(errs, `--images "png": want one of`) {
		t.Errorf("cutetui --images png: %d %q", code, errs)
	}
}

// TestConfigNoFile: with no file, every setting is its default.
func TestConfigNoFile(t *testing.T) {
	withConfig(t, "")
	out, _, code := runCmd("config")
	if code != 0 || !strings.Contains(out, "(not there: defaults)") || strings.Contains(out, "config.toml:") {
		t.Errorf("config with no file: %d\n%s", code, out)
	}
}

// TestConfigBadFile: a wrong setting stops the commands that read the
// file with its place and what is wrong, and leaves the others alone.
func TestConfigBadFile(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"[bench]\n\nkernal = \"mma\"\n", `config.toml:3:1: bench.kernal: cutetui bench has no flag --kernal (it has banks, banks-out, device-profile`},
		{"[bench]\nrounds = \"many\"\n", `config.toml:2:1: bench.rounds = many: want a whole number`},
		{"[bench]\nncu-child = true\n", `config.toml:2:1: bench.ncu-child: cutetui bench has no flag --ncu-child`},
		{"[keys]\nquitt = \"x\"\n", `config.toml:2:1: keys.quitt: no key binding "quitt" (did you mean quit?)`},
		{"style = \"drak\"\n", `config.toml:1:1: style = "drak": want one of auto, dark, light, notty`},
	} {
		withConfig(t, tc.src)
		if _, errs, code := runCmd("config"); code != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: config: %d %q; want 1 and %q", tc.src, code, errs, tc.want)
		}
		if _, errs, code := runCmd("bench"); code != 2 || !strings.HasPrefix(errs, "cutetui bench: ") || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: bench: %d %q; want 2 and %q", tc.src, code, errs, tc.want)
		}
		if out, errs, code := runCmd("eval", "size((4,2):(1,4))"); code != 0 || out != "8\n" {
			t.Errorf("%q: eval: %d %q %q; a command without settings must not read them", tc.src, code, out, errs)
		}
		if _, errs, code := runCmd("--style", "dark"); code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: the course: %d %q; want 2 and %q", tc.src, code, errs, tc.want)
		}
	}
}

// TestBenchSettings: the file's [bench] flags go before the command
// line's, so a flag typed wins (the flag package keeps the last).
func TestBenchSettings(t *testing.T) {
	withConfig(t, "[bench]\nkernel = \"wgmma\"\nrounds = 30\nprofile = true\n")
	got, err := withSettings("bench", []string{"--rounds", "40"})
	if want := []string{"--kernel=wgmma", "--profile=true", "--rounds=30", "--rounds", "40"}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("withSettings = %q, %v; want %q", got, err, want)
	}
	if got, err := withSettings("draw", []string{"x"}); err != nil || !reflect.DeepEqual(got, []string{"x"}) {
		t.Errorf("draw: %q %v", got, err)
	}
}

// TestApplySettings: the file's palette reaches the views' styles (on its
// background only) and its keys the views' key map.
func TestApplySettings(t *testing.T) {
	c, err := config.Parse("c.toml", []byte("[palette.dark]\naccent = \"#123456\"\n[keys]\ncopy_value = \"C\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, dark := range []bool{true, false} {
		r := lipgloss.NewRenderer(&bytes.Buffer{}, termenv.WithProfile(termenv.TrueColor))
		com := common.New(r, termenv.TrueColor, dark, "dark")
		applySettings(c, &com)
		fg := com.Styles.Accent.GetForeground()
		if want := lipgloss.Color(map[bool]string{true: "#123456", false: styles.PaletteOf(false).Accent}[dark]); fg != want {
			t.Errorf("dark=%v: accent %v, want %v", dark, fg, want)
		}
		if !key.Matches(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("C")}, com.Keys.CopyValue) || key.Matches(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("Y")}, com.Keys.CopyValue) {
			t.Errorf("copy_value keys %v", com.Keys.CopyValue.Keys())
		}
	}
}
