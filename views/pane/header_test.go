package pane

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/cutetui/cutetui/views/internal/testutil"
)

// headerLine is the first line inside the pane's border.
func headerLine(m *Model) string {
	lines := strings.Split(m.View(), "\n")
	return strings.TrimSpace(strings.Trim(lines[1], "|│"))
}

// TestHeaderNamesTheColourMode: the header says what the grid's colours
// mean, and o changes it there; a selected pane lists the picture's keys.
func TestHeaderNamesTheColourMode(t *testing.T) {
	m := newPane(testutil.Common(), "make_layout(make_shape(8,8))\n", nil)
	m.SetSize(120, 40)
	if h := headerLine(m); strings.Contains(h, "o colour") {
		t.Errorf("unselected: %q", h)
	}
	m.Focus()
	h := headerLine(m)
	for _, want := range []string{"colour: value", "o colour", "z compact", "v pan", "enter edit"} {
		if !strings.Contains(h, want) {
			t.Errorf("selected: no %q in %q", want, h)
		}
	}
	for _, want := range []string{"tile", "thread", "bank", "value"} {
		press(m, kmsg("o"))
		if h := headerLine(m); !strings.Contains(h, "colour: "+want) {
			t.Errorf("after o: %q, want colour: %s", h, want)
		}
	}
}

// TestHeaderOfAThreadView: a TV view's header names thread colours and
// offers n/N and the digits, not o (which does not apply there).
func TestHeaderOfAThreadView(t *testing.T) {
	m := newPane(testutil.Common(), "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})\n", nil)
	m.SetSize(160, 40)
	m.Focus()
	h := headerLine(m)
	if !strings.Contains(h, "colour: thread") || !strings.Contains(h, "n/N/0-9 thread") || strings.Contains(h, "o colour") {
		t.Errorf("TV header: %q", h)
	}
}

// TestPanModeShowsInHeader: v puts the grid in pan mode, and the header
// says so, where the window starts and how to move and stop; esc stops.
func TestPanModeShowsInHeader(t *testing.T) {
	m := newPane(testutil.Common(), "make_layout(make_shape(64,64))\n", nil)
	m.SetSize(100, 30)
	m.Focus()
	press(m, kmsg("v"), kmsg("J"), kmsg("l"))
	h := headerLine(m)
	if !strings.Contains(h, "PAN from row 8, column 1") || !strings.Contains(h, "esc/v stop panning") {
		t.Errorf("pan header: %q", h)
	}
	golden.RequireEqual(t, []byte(m.View()))
	press(m, kmsg("esc"))
	if h := headerLine(m); strings.Contains(h, "PAN") {
		t.Errorf("after esc: %q", h)
	}
}

// TestTableOffersNoPictureKeys: a pane whose last result is a table its
// text already draws (print_layout's) draws no grid under it, so its
// header offers no o, z or v and names no colour, and o does nothing; a
// layout result offers them.
func TestTableOffersNoPictureKeys(t *testing.T) {
	m := newPane(testutil.Common(), "print_layout((4,3):(1,4))", nil)
	m.SetSize(100, 40)
	m.Focus()
	h := headerLine(m)
	for _, no := range []string{"o colour", "z compact", "v pan", "colour:"} {
		if strings.Contains(h, no) {
			t.Errorf("table header offers %q: %s", no, h)
		}
	}
	if _, used := m.HandleKey(runes("o")); used {
		t.Error("o was used on a table")
	}
	l := newPane(testutil.Common(), "(4,3):(1,4)", nil)
	l.SetSize(100, 40)
	l.Focus()
	if h := headerLine(l); !strings.Contains(h, "o colour") || !strings.Contains(h, "colour: value") {
		t.Errorf("layout header: %s", h)
	}
}
