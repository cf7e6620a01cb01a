package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/views/keymap"
)

// TestKeyGroupsCoverTheKeyMap: every binding of the key map is listed, once,
// and every group start names a field of it.
func TestKeyGroupsCoverTheKeyMap(t *testing.T) {
	km := keymap.Default()
	groups := keyGroups(km)
	listed := 0
	for _, g := range groups {
		listed += len(g.bindings)
		if len(g.bindings) == 0 {
			t.Errorf("group %q is empty", g.title)
		}
	}
	typ := reflect.TypeFor[keymap.KeyMap]()
	fields := 0
	for i := range typ.NumField() {
		if typ.Field(i).Type == reflect.TypeFor[key.Binding]() {
			fields++
		}
	}
	if listed != fields {
		t.Errorf("%d bindings listed, the key map has %d", listed, fields)
	}
	for name := range keyGroupStarts {
		if _, ok := typ.FieldByName(name); !ok {
			t.Errorf("keyGroupStarts names %s, which is no field of keymap.KeyMap", name)
		}
	}
	if len(groups) != len(keyGroupStarts) {
		t.Errorf("%d groups, want %d", len(groups), len(keyGroupStarts))
	}
}

// TestHelpKeys: the text shows each binding's keys and description, in
// aligned columns, from the key map itself.
func TestHelpKeys(t *testing.T) {
	var out, errb bytes.Buffer
	if code := dispatch([]string{"help", "keys"}, strings.NewReader(""), &out, &errb); code != 0 || errb.Len() != 0 {
		t.Fatalf("help keys: status %d, stderr %q", code, errb.String())
	}
	text := out.String()
	km := keymap.Default()
	for _, b := range []key.Binding{km.Quit, km.Search, km.NextPane, km.Edit, km.Hint, km.SwizzleUp} {
		line := ""
		for _, l := range strings.Split(text, "\n") {
			if strings.HasPrefix(l, "  "+b.Help().Key+" ") && strings.HasSuffix(l, "  "+b.Help().Desc) {
				line = l
			}
		}
		if line == "" {
			t.Errorf("no line for %q %q in:\n%s", b.Help().Key, b.Help().Desc, text)
		}
	}
	for _, l := range strings.Split(text, "\n") {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("line of %d cells: %q", w, l)
		}
	}
	// Within a group, descriptions start in one column.
	for _, block := range strings.Split(text, "\n\n")[2:] {
		lines := strings.Split(strings.TrimSuffix(block, "\n"), "\n")[1:]
		col := -1
		for _, l := range lines {
			if !strings.HasPrefix(l, "  ") {
				continue // a group's note
			}
			k := strings.TrimPrefix(l, "  ")
			i := strings.Index(k, "  ")
			for i+2 < len(k) && k[i+2] == ' ' {
				i++
			}
			c := ansi.StringWidth(k[:i+2])
			if col >= 0 && c != col {
				t.Errorf("misaligned line %q (column %d, want %d)", l, c, col)
			}
			col = c
		}
	}
}
