package styles

import (
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/glamour/ansi"
	"github.com/charmbracelet/glamour/styles"
	"github.com/charmbracelet/lipgloss"
	"github.com/cutetui/cutetui/assets"
)

// TestGlamourStylesAreGlamoursOwnWithOurChanges: the styles in
// assets/glamour are glamour's standard ones with the changes the reader
// relies on — no code-span padding (dark, light) and a one-column quote bar
// that glamour counts right — so prose renders as it did with the built-in
// styles; notty writes no emphasis markers (**0** read literally).
func TestGlamourStylesAreGlamoursOwnWithOurChanges(t *testing.T) {
	one := uint(1)
	for _, tc := range []struct {
		name string
		base ansi.StyleConfig
		bar  string
	}{
		{"dark", styles.DarkStyleConfig, "▎"},
		{"light", styles.LightStyleConfig, "▎"},
		{"notty", styles.NoTTYStyleConfig, "|"},
		{"ascii", styles.NoTTYStyleConfig, "|"},
		{"anything else", styles.DarkStyleConfig, "▎"},
	} {
		want := tc.base
		if tc.bar != "|" {
			want.Code.Prefix, want.Code.Suffix = "", ""
		} else {
			want.Emph, want.Strong = ansi.StylePrimitive{}, ansi.StylePrimitive{}
		}
		bar := tc.bar
		want.BlockQuote.Indent, want.BlockQuote.IndentToken = &one, &bar
		got, err := Glamour(tc.name)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the asset differs from glamour's standard style with our changes (if you adapted it on purpose, change this test's expectation)", tc.name)
		}
	}
	// A fresh copy each time: changing one does not change the next.
	a, _ := Glamour("dark")
	*a.BlockQuote.IndentToken = "x"
	if b, _ := Glamour("dark"); *b.BlockQuote.IndentToken != "▎" {
		t.Error("Glamour returned shared state")
	}
}

// TestGlamourStylesKeepWhatTheReaderNeeds holds for any adapted style:
// inline code unpadded (glamour's wrap does not count padding) and a quote
// bar of one column, counted as one.
func TestGlamourStylesKeepWhatTheReaderNeeds(t *testing.T) {
	for _, name := range assets.GlamourStyles {
		cfg, err := Glamour(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if name != "notty" && (cfg.Code.Prefix != "" || cfg.Code.Suffix != "") {
			t.Errorf("%s: code has prefix %q and suffix %q; the word wrap does not count them", name, cfg.Code.Prefix, cfg.Code.Suffix)
		}
		bq := cfg.BlockQuote
		if bq.Indent == nil || *bq.Indent != 1 || bq.IndentToken == nil || lipgloss.Width(*bq.IndentToken) != 1 {
			t.Errorf("%s: the quote bar must be one column with indent 1", name)
		}
	}
}

func TestPaletteFileIsChecked(t *testing.T) {
	if _, err := parsePalettes(assets.Palette()); err != nil {
		t.Fatalf("the embedded palette: %v", err)
	}
	for bad, why := range map[string]string{
		`{`: "unexpected end",
		`{"dark": {"cells": ["#000000", "#111111"]}}`:   `no "light" palette`,
		`{"dark": {"cells": ["#000000"]}, "light": {}}`: "at least 2 cell colours",
		`{"light": {"text":"#000000","faint":"#000000","accent":"#000000","ok":"#000000","error":"#000000","warn":"#000000","first_wave":"#000000","cells":["#000000","#111111"]},
		  "dark": {"text":"#000000","faint":"#000000","accent":"red","ok":"#000000","error":"#000000","warn":"#000000","first_wave":"#000000","cells":["#000000","#111111"]}}`: `dark.accent is "red"`,
	} {
		_, err := parsePalettes([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%s: error %v, want one saying %q", bad, err, why)
		}
	}
}

// TestPaletteDrivesTheStyles: a colour of the palette file is the colour
// the styles draw (here the accent of a title in true colour).
func TestPaletteDrivesTheStyles(t *testing.T) {
	for _, dark := range []bool{true, false} {
		r := newRenderer(t)
		s := New(r, dark)
		want := PaletteOf(dark).Accent
		if got := s.Title.GetForeground(); got != lipglossColor(want) {
			t.Errorf("dark=%v: title colour %v, palette accent %s", dark, got, want)
		}
		if len(s.Cells) != len(PaletteOf(dark).Cells) {
			t.Errorf("dark=%v: %d cell styles for %d palette colours", dark, len(s.Cells), len(PaletteOf(dark).Cells))
		}
	}
}
