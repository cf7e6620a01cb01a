package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/cutetui/cutetui/internal/config"
	"github.com/cutetui/cutetui/views/keymap"
	"github.com/cutetui/cutetui/views/styles"
)

func init() {
	register("config", "print the effective settings and where each came from", runConfig)
}

const configUsage = `usage: cutetui config [--style S] [--images M]

Prints the settings the tutor would run with, each with where it came
from: a flag given here, the settings file (file:line) or the default.
The settings file is $XDG_CONFIG_HOME/cutetui/config.toml
(~/.config/cutetui/config.toml); for example:

  style = "dark"            # auto, dark, light, notty
  images = "off"            # auto, kitty, iterm2, sixel, off
  notation = "cpp"          # the course's panes: cpp, or dsl (the CuTe DSL)

  [palette.dark]            # or [palette.light]: colours #rrggbb
  accent = "#ff79c6"        # text, faint, accent, ok, error, warn,
  cells = ["#5f3f8f", "#2f5f8f", "#2f7f6f"]   # first_wave, cells

  [keys]                    # a binding (cutetui help keys) and its keys
  copy = ["y", "ctrl+y"]

  [bench]                   # default flags of cutetui bench
  kernel = "wgmma"
  rounds = 30

Flags on the command line win over the file.
`

// setting is one line of `cutetui config`.
type setting struct{ name, value, from string }

// runConfig is `cutetui config`.
func runConfig(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("config")
	style := fs.String("style", "", "show the settings as with this --style")
	images := fs.String("images", "", "show the settings as with this --images")
	use := func(w io.Writer) {
		fmt.Fprint(w, configUsage)
		fmt.Fprintln(w)
		printFlags(fs, w)
	}
	if code, ok := parseFlags(fs, args, use, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		use(stderr)
		fmt.Fprintf(stderr, "\ncutetui config: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	for _, f := range []struct {
		name, value string
		allowed     []string
	}{{"style", *style, config.Styles}, {"images", *images, config.ImageModes}} {
		if f.value != "" && !slices.Contains(f.allowed, f.value) {
			fmt.Fprintf(stderr, "cutetui config: --%s %q: want one of %s\n", f.name, f.value, strings.Join(f.allowed, ", "))
			return 2
		}
	}
	path, perr := config.Path(getenv)
	c, err := loadSettings()
	if err != nil {
		fmt.Fprintf(stderr, "cutetui config: %v\n", err)
		return 1
	}
	switch {
	case perr != nil:
		fmt.Fprintf(stdout, "settings file: none (%v)\n", perr)
	case c.Path == "":
		fmt.Fprintf(stdout, "settings file: %s (not there: defaults)\n", path)
	default:
		fmt.Fprintf(stdout, "settings file: %s\n", path)
	}
	fmt.Fprintln(stdout)
	for _, s := range effectiveSettings(c, *style, *images) {
		fmt.Fprintf(stdout, "%-28s %-20s %s\n", s.name, s.value, s.from)
	}
	return 0
}

// effectiveSettings lists every setting with its value and where it came
// from: the flags given (style, images), the file, or the default.
func effectiveSettings(c config.Config, style, images string) []setting {
	base := "config.toml"
	from := func(key ...string) string { return fmt.Sprintf("%s:%d", base, c.Line(key...)) }
	pick := func(name, flagVal, fileVal, def string) setting {
		switch {
		case flagVal != "":
			return setting{name, flagVal, "--" + name}
		case fileVal != "":
			return setting{name, fileVal, from(name)}
		}
		return setting{name, def, "default"}
	}
	out := []setting{
		pick("style", style, c.Style, "auto"),
		pick("images", images, c.Images, "auto"),
		pick("notation", "", c.Notation, "cpp"),
	}
	for _, bg := range []string{"dark", "light"} {
		over := c.Palette[bg]
		pal := withColours(styles.PaletteOf(bg == "dark"), over)
		for _, kv := range [][2]string{{"text", pal.Text}, {"faint", pal.Faint}, {"accent", pal.Accent}, {"ok", pal.OK}, {"error", pal.Error}, {"warn", pal.Warn}, {"first_wave", pal.FirstWave}, {"cells", strings.Join(pal.Cells, ",")}} {
			s := setting{"palette." + bg + "." + kv[0], kv[1], "assets/palette.json"}
			if _, ok := over[kv[0]]; ok {
				s.from = from("palette", bg, kv[0])
			}
			if kv[0] == "cells" && s.from == "assets/palette.json" {
				s.value = fmt.Sprintf("%d colours", len(pal.Cells))
			}
			out = append(out, s)
		}
	}
	for _, name := range keymap.Names() {
		if ks, ok := c.Keys[name]; ok {
			out = append(out, setting{"keys." + name, strings.Join(ks, " "), from("keys", name)})
		}
	}
	for _, f := range parseFlagHelp(helpText("bench")) {
		if v, ok := c.Flags["bench"][f.Name]; ok {
			out = append(out, setting{"bench --" + f.Name, v, from("bench", f.Name)})
		}
	}
	return out
}
