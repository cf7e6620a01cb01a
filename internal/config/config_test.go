package config

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
)

func TestParse(t *testing.T) {
	src := `# my settings
style = "dark"
images = "kitty"
notation = "cpp"

[palette.dark]
accent = "#ff00ff"
cells = ["#111111", "#222222"]

[keys]
quit = ["x", "ctrl+q"]
copy_value = "Y"

[bench]
kernel = "wgmma"
rounds = 30
profile = true
`
	c, err := Parse("c.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if c.Style != "dark" || c.Images != "kitty" || c.Notation != "cpp" {
		t.Errorf("style %q images %q notation %q", c.Style, c.Images, c.Notation)
	}
	if want := map[string]map[string]string{"dark": {"accent": "#ff00ff", "cells": "#111111,#222222"}}; !reflect.DeepEqual(c.Palette, want) {
		t.Errorf("palette %v, want %v", c.Palette, want)
	}
	if want := map[string][]string{"quit": {"x", "ctrl+q"}, "copy_value": {"Y"}}; !reflect.DeepEqual(c.Keys, want) {
		t.Errorf("keys %v, want %v", c.Keys, want)
	}
	if want := map[string]map[string]string{"bench": {"kernel": "wgmma", "rounds": "30", "profile": "true"}}; !reflect.DeepEqual(c.Flags, want) {
		t.Errorf("flags %v, want %v", c.Flags, want)
	}
	for _, k := range []struct {
		key  []string
		line int
	}{{[]string{"style"}, 2}, {[]string{"palette", "dark", "cells"}, 8}, {[]string{"keys", "copy_value"}, 12}, {[]string{"bench", "rounds"}, 16}, {[]string{"keys"}, 10}} {
		if got := c.Line(k.key...); got != k.line {
			t.Errorf("Line(%v) = %d, want %d", k.key, got, k.line)
		}
	}
}

// TestParseErrors: each wrong file is an error that names the file, the
// line and column of the wrong setting, and what is wrong.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"style = \"dark\nimages = \"off\"\n", `c.toml:1:`},
		{"style = \"purple\"\n", `c.toml:1:1: style = "purple": want one of auto, dark, light, notty`},
		{"\n  images = \"png\"\n", `c.toml:2:3: images = "png": want one of auto, kitty, iterm2, sixel, off`},
		{"notation = \"python\"\n", `c.toml:1:1: notation = "python": want one of cpp, dsl`},
		{"# x\ncolour = 3\n", `c.toml:2:1: unknown setting "colour"`},
		{"style = 3\n", `c.toml:1: style: want a string ("..."), have a number`},
		{"palette = 3\n", `c.toml:1:1: palette: want a table, [palette]`},
		{"[palette]\ndark = 3\n", `c.toml:2:1: palette.dark: want a table, [palette.dark]`},
		{"keys = \"y\"\n", `c.toml:1:1: keys: want a table, [keys]`},
		{"[palette.dark]\nacent = \"#ffffff\"\n", `c.toml:2:1: palette.dark.acent: no such colour`},
		{"[palette.dark]\naccent = \"red\"\n", `c.toml:2:1: palette.dark.accent = red: want a colour "#rrggbb"`},
		{"[palette.dim]\naccent = \"#ffffff\"\n", `c.toml:1:1: [palette.dim]: want [palette.dark] or [palette.light]`},
		{"[palette.light]\ncells = [\"#ffffff\"]\n", `c.toml:2:1: palette.light.cells: want a list of at least two colours`},
		{"[keys]\n\nquit = 1\n", `c.toml:3:1: keys.quit: want a key or a list of keys`},
		{"[keys]\nquit = \"\"\n", `c.toml:2:1: keys.quit: an empty key`},
		{"[bench]\nshapes = [1, 2]\n", `c.toml:2:1: bench.shapes: want a string, number or true/false`},
		{"[bench\n", `c.toml:2:7: expected`},
	} {
		_, err := Parse("c.toml", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want it to start %q", tc.src, err, tc.want)
		}
	}
}

func TestPath(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"XDG_CONFIG_HOME": "/x", "HOME": "/h"}, "/x/cutetui/config.toml"},
		{map[string]string{"XDG_CONFIG_HOME": "rel", "HOME": "/h"}, "/h/.config/cutetui/config.toml"},
		{map[string]string{"HOME": "/h"}, "/h/.config/cutetui/config.toml"},
	} {
		if got, err := Path(env(tc.env)); err != nil || got != tc.want {
			t.Errorf("Path(%v) = %q, %v; want %q", tc.env, got, err, tc.want)
		}
	}
	if _, err := Path(env(nil)); err == nil {
		t.Error("Path with no HOME: no error")
	}
}

// TestLoad: no file is no error and no settings; a pipe, a directory or
// a huge file is refused without reading it.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	if c, err := Load(filepath.Join(dir, "none.toml")); err != nil || c.Style != "" || c.Path != "" {
		t.Errorf("missing file: %+v, %v", c, err)
	}
	if c, err := Load(filepath.Join(good0(t, dir), "config.toml")); err != nil || c.Path != "" {
		t.Errorf("a file where the directory would be: %+v, %v", c, err)
	}
	pipe := filepath.Join(dir, "pipe.toml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(pipe); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("pipe: %v", err)
	}
	big := filepath.Join(dir, "big.toml")
	if err := os.WriteFile(big, make([]byte, MaxSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(big); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("big: %v", err)
	}
	good := filepath.Join(dir, "c.toml")
	if err := os.WriteFile(good, []byte("style = \"light\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if c, err := Load(good); err != nil || c.Style != "light" || c.Path != good {
		t.Errorf("good: %+v, %v", c, err)
	}
}

// good0 makes a plain file dir/file and returns its path, for a directory
// that cannot exist.
func good0(t *testing.T, dir string) string {
	p := filepath.Join(dir, "file")
	if err := os.WriteFile(p, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
