package styles

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// TestBankColoursStayDistinct: the 32 bank colours of each palette are
// 32 different cells in true colour and still in 256 colours (where
// nearby colours would otherwise merge), on dark and light backgrounds.
func TestBankColoursStayDistinct(t *testing.T) {
	for _, dark := range []bool{true, false} {
		for _, p := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256} {
			r := lipgloss.NewRenderer(io.Discard)
			r.SetColorProfile(p)
			s := New(r, dark)
			seen := map[string]int{}
			for b, w := range s.Wraps(PaletteOf(dark).Banks) {
				if w[0] == "" {
					t.Fatalf("dark=%v profile %v: bank %d unpainted", dark, p, b)
				}
				if o, ok := seen[w[0]]; ok {
					t.Errorf("dark=%v profile %v: banks %d and %d look alike (%q)", dark, p, o, b, w[0])
				}
				seen[w[0]] = b
			}
			if len(seen) != NumBanks {
				t.Errorf("dark=%v profile %v: %d bank colours, want %d", dark, p, len(seen), NumBanks)
			}
		}
	}
}

// TestPaletteRefusesBadBanks: a palette file with too few bank colours,
// or one bank colour twice, is refused with the reason.
func TestPaletteRefusesBadBanks(t *testing.T) {
	good := PaletteOf(true)
	banks := func(bs []string) []byte {
		q := `"cells": ["#000000", "#111111"], "text": "#dddddd", "faint": "#8a8a8a", "accent": "#c792ea", "ok": "#7bd88f", "error": "#ff6b6b", "warn": "#ffd166", "first_wave": "#2f7f6f", "banks": [`
		for i, b := range bs {
			if i > 0 {
				q += ","
			}
			q += `"` + b + `"`
		}
		q += `]`
		return []byte(`{"dark": {` + q + `}, "light": {` + q + `}}`)
	}
	if _, err := parsePalettes(banks(good.Banks)); err != nil {
		t.Fatalf("the good banks refused: %v", err)
	}
	for name, bs := range map[string][]string{
		"want 32 bank colours, have 31": good.Banks[:31],
		"banks 0 and 31 are both":       append(append([]string{}, good.Banks[:31]...), good.Banks[0]),
	} {
		_, err := parsePalettes(banks(bs))
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("got %v, want an error with %q", err, name)
		}
	}
}
