// Package config reads cutetui's settings file,
// $XDG_CONFIG_HOME/cutetui/config.toml: the style, the palette, inline
// images, the notation, remapped keys and default flags of commands. It
// checks every value and says where a wrong one is (file:line:col); it
// knows nothing of the views or commands it configures: the caller checks
// key and flag names with the positions Line gives.
package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"syscall"

	"github.com/BurntSushi/toml"
)

// Styles, ImageModes and Notations are the values style, images and
// notation take.
var (
	Styles     = []string{"auto", "dark", "light", "notty"}
	ImageModes = []string{"auto", "kitty", "iterm2", "sixel", "off"}
	Notations  = []string{"cpp", "dsl"} // CuTe's C++, or the CuTe DSL's Python
)

// PaletteKeys are the colours a [palette.dark] or [palette.light] table may
// set, as in assets/palette.json; "cells" is a list of at least two.
var PaletteKeys = []string{"text", "faint", "accent", "ok", "error", "warn", "first_wave", "cells"}

// MaxSize is the largest config file read: a settings file is a few
// hundred bytes.
const MaxSize = 64 << 10

// Config is the settings of the file, each "" (or nil) where the file does
// not set it.
type Config struct {
	Path     string // the file read ("" when there is none)
	Style    string
	Images   string
	Notation string
	// Palette holds colour overrides by background ("dark", "light"),
	// then key: "#rrggbb", or for "cells" the colours joined by commas.
	Palette map[string]map[string]string
	// Keys are remapped bindings: the binding's name, its new keys.
	Keys map[string][]string
	// Flags are default flags of commands (the [bench] table): command,
	// then flag name, then its value as it would be typed.
	Flags map[string]map[string]string

	src []byte
}

// Error is a wrong setting: where it is and what is wrong.
type Error struct {
	Path      string
	Line, Col int // 1-based; 0 when not known
	Msg       string
}

func (e *Error) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Msg)
}

// Path is where the config file is: $XDG_CONFIG_HOME/cutetui/config.toml,
// or ~/.config/cutetui/config.toml when XDG_CONFIG_HOME is unset or not
// absolute (as the XDG base directory specification says).
func Path(getenv func(string) string) (string, error) {
	dir := getenv("XDG_CONFIG_HOME")
	if !filepath.IsAbs(dir) {
		home := getenv("HOME")
		if home == "" {
			return "", errors.New("neither XDG_CONFIG_HOME nor HOME is set")
		}
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "cutetui", "config.toml"), nil
}

// Load reads the file at path. No file is no error: an empty Config.
// A file that is not a regular file, is too big, or says something wrong
// is an error naming the place.
func Load(path string) (Config, error) {
	st, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return Config{}, nil // no file (or a file where its directory would be)
	}
	if err != nil {
		return Config{}, err
	}
	if !st.Mode().IsRegular() {
		return Config{}, &Error{Path: path, Msg: "not a regular file"}
	}
	if st.Size() > MaxSize {
		return Config{}, &Error{Path: path, Msg: fmt.Sprintf("%d bytes: a settings file is at most %d", st.Size(), MaxSize)}
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return Config{}, err
	}
	return Parse(path, src)
}

// file is the TOML document as decoded, before the values are checked.
type file struct {
	Style    *string                   `toml:"style"`
	Images   *string                   `toml:"images"`
	Notation *string                   `toml:"notation"`
	Palette  map[string]map[string]any `toml:"palette"`
	Keys     map[string]any            `toml:"keys"`
	Bench    map[string]any            `toml:"bench"`
}

// FlagTables are the tables whose keys are a command's flags.
var FlagTables = []string{"bench"}

var hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// Parse reads a config file's text; path names it in errors.
func Parse(path string, src []byte) (Config, error) {
	c := Config{Path: path, src: src}
	var f file
	md, err := toml.Decode(string(src), &f)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return c, &Error{Path: path, Line: pe.Position.Line, Col: pe.Position.Col, Msg: pe.Message}
		}
		return c, &Error{Path: path, Line: lineOfTOMLError(err.Error()), Msg: typeMessage(err.Error())}
	}
	for _, table := range []string{"palette", "keys", "bench"} {
		if md.IsDefined(table) && !isTable(md.Type(table)) {
			return c, c.errAt(toml.Key{table}, fmt.Sprintf("%s: want a table, [%s]", table, table))
		}
	}
	for _, bg := range []string{"dark", "light"} {
		if md.IsDefined("palette", bg) && !isTable(md.Type("palette", bg)) {
			return c, c.errAt(toml.Key{"palette", bg}, fmt.Sprintf("palette.%s: want a table, [palette.%s]", bg, bg))
		}
	}
	if und := md.Undecoded(); len(und) > 0 {
		k := und[0]
		msg := fmt.Sprintf("unknown setting %q (the settings are style, images, notation, [palette.dark], [palette.light], [keys], [bench])", k.String())
		return c, c.errAt(k, msg)
	}
	oneOf := func(name string, v *string, allowed []string, dst *string) error {
		if v == nil {
			return nil
		}
		if !slices.Contains(allowed, *v) {
			return c.errAt(toml.Key{name}, fmt.Sprintf("%s = %q: want one of %s", name, *v, strings.Join(allowed, ", ")))
		}
		*dst = *v
		return nil
	}
	if err := oneOf("style", f.Style, Styles, &c.Style); err != nil {
		return c, err
	}
	if err := oneOf("images", f.Images, ImageModes, &c.Images); err != nil {
		return c, err
	}
	if err := oneOf("notation", f.Notation, Notations, &c.Notation); err != nil {
		return c, err
	}
	if err := c.readPalette(f.Palette); err != nil {
		return c, err
	}
	if err := c.readKeys(f.Keys); err != nil {
		return c, err
	}
	if len(f.Bench) > 0 {
		c.Flags = map[string]map[string]string{"bench": {}}
		for name, v := range f.Bench {
			switch v := v.(type) {
			case string:
				c.Flags["bench"][name] = v
			case int64, bool, float64:
				c.Flags["bench"][name] = fmt.Sprint(v)
			default:
				return c, c.errAt(toml.Key{"bench", name}, fmt.Sprintf("bench.%s: want a string, number or true/false", name))
			}
		}
	}
	return c, nil
}

func (c *Config) readPalette(p map[string]map[string]any) error {
	for bg, tab := range p {
		if bg != "dark" && bg != "light" {
			return c.errAt(toml.Key{"palette", bg}, fmt.Sprintf("[palette.%s]: want [palette.dark] or [palette.light]", bg))
		}
		out := map[string]string{}
		for k, v := range tab {
			at := toml.Key{"palette", bg, k}
			if !slices.Contains(PaletteKeys, k) {
				return c.errAt(at, fmt.Sprintf("palette.%s.%s: no such colour (want %s)", bg, k, strings.Join(PaletteKeys, ", ")))
			}
			if k == "cells" {
				list, ok := v.([]any)
				if !ok || len(list) < 2 {
					return c.errAt(at, fmt.Sprintf("palette.%s.cells: want a list of at least two colours, [\"#5f3f8f\", \"#2f5f8f\"]", bg))
				}
				var cs []string
				for _, e := range list {
					s, ok := e.(string)
					if !ok || !hexColour.MatchString(s) {
						return c.errAt(at, fmt.Sprintf("palette.%s.cells: %v is not a colour \"#rrggbb\"", bg, e))
					}
					cs = append(cs, s)
				}
				out[k] = strings.Join(cs, ",")
				continue
			}
			s, ok := v.(string)
			if !ok || !hexColour.MatchString(s) {
				return c.errAt(at, fmt.Sprintf("palette.%s.%s = %v: want a colour \"#rrggbb\"", bg, k, v))
			}
			out[k] = s
		}
		if c.Palette == nil {
			c.Palette = map[string]map[string]string{}
		}
		c.Palette[bg] = out
	}
	return nil
}

func (c *Config) readKeys(keys map[string]any) error {
	for name, v := range keys {
		at := toml.Key{"keys", name}
		var ks []string
		switch v := v.(type) {
		case string:
			ks = []string{v}
		case []any:
			for _, e := range v {
				s, ok := e.(string)
				if !ok {
					return c.errAt(at, fmt.Sprintf("keys.%s: want a key or a list of keys, \"y\" or [\"y\", \"ctrl+y\"]", name))
				}
				ks = append(ks, s)
			}
		default:
			return c.errAt(at, fmt.Sprintf("keys.%s: want a key or a list of keys, \"y\" or [\"y\", \"ctrl+y\"]", name))
		}
		if len(ks) == 0 || slices.Contains(ks, "") {
			return c.errAt(at, fmt.Sprintf("keys.%s: an empty key", name))
		}
		if c.Keys == nil {
			c.Keys = map[string][]string{}
		}
		c.Keys[name] = ks
	}
	return nil
}

// Errorf is an error placed at the setting named by key ("keys", "quit").
func (c Config) Errorf(key []string, format string, args ...any) error {
	return c.errAt(toml.Key(key), fmt.Sprintf(format, args...))
}

// Line is the line of the file that sets key, 0 if it cannot be found.
func (c Config) Line(key ...string) int { return keyLine(c.src, key) }

func (c Config) errAt(k toml.Key, msg string) error {
	line := keyLine(c.src, k)
	col := 0
	if line > 0 {
		l := strings.Split(string(c.src), "\n")[line-1]
		col = len(l) - len(strings.TrimLeft(l, " \t")) + 1
	}
	return &Error{Path: c.Path, Line: line, Col: col, Msg: msg}
}

var (
	tomlLine     = regexp.MustCompile(`line (\d+)`)
	tomlMismatch = regexp.MustCompile(`^toml: (?:line \d+ )?\(last key "(.*)"\): incompatible types: TOML value has type (\w+); destination has type (\w+)`)
)

// typeMessage says a decoding error of the toml module in our words:
// `style: want a string ("..."), have a number`.
func typeMessage(msg string) string {
	m := tomlMismatch.FindStringSubmatch(msg)
	if m == nil {
		return strings.TrimPrefix(msg, "toml: ")
	}
	kind := func(t string) string {
		switch t {
		case "string":
			return `a string ("...")`
		case "int64", "float64":
			return "a number"
		case "bool":
			return "true or false"
		case "map", "map[string]interface {}":
			return "a table"
		case "[]interface {}":
			return "a list"
		}
		return t
	}
	return fmt.Sprintf("%s: want %s, have %s", m[1], kind(m[3]), kind(m[2]))
}

func lineOfTOMLError(msg string) int {
	m := tomlLine.FindStringSubmatch(msg)
	if m == nil {
		return 0
	}
	n := 0
	fmt.Sscan(m[1], &n)
	return n
}

// keyLine finds the line that sets key: "name = ..." under the table
// header of the key's prefix (or as a dotted key), or the header
// "[a.b]" itself for a table. Quoted names are unquoted.
func keyLine(src []byte, key []string) int {
	want := strings.Join(key, ".")
	table := ""
	for i, raw := range strings.Split(string(src), "\n") {
		l := strings.TrimSpace(raw)
		if l == "" || l[0] == '#' {
			continue
		}
		if strings.HasPrefix(l, "[") {
			h := strings.Trim(strings.SplitN(l, "#", 2)[0], " \t[]")
			table = normKey(h)
			if table == want {
				return i + 1
			}
			continue
		}
		name, _, ok := strings.Cut(l, "=")
		if !ok {
			continue
		}
		full := normKey(name)
		if table != "" {
			full = table + "." + full
		}
		if full == want || strings.HasPrefix(full, want+".") {
			return i + 1
		}
	}
	return 0
}

// normKey writes a TOML key as its parts joined by dots, unquoted.
func normKey(s string) string {
	parts := strings.Split(s, ".")
	for i, p := range parts {
		parts[i] = strings.Trim(strings.TrimSpace(p), `"'`)
	}
	return strings.Join(parts, ".")
}

// SortedKeys returns m's keys in order.
func SortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// isTable reports whether a TOML type (MetaData.Type) is a table: "Hash",
// or "" for a table made implicitly by [a.b].
func isTable(typ string) bool { return typ == "Hash" || typ == "" }
