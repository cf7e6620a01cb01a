package main

import (
	"fmt"
	"io"
	"reflect"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"github.com/cutetui/cutetui/views/keymap"
)

// keyGroupStarts names the groups of keymap.KeyMap by the field that starts
// each: the fields are walked in declaration order, so a binding added to
// the key map is listed in its group without a change here.
var keyGroupStarts = map[string]string{
	"Quit":         "Everywhere",
	"Up":           "Scrolling (lesson, index, help)",
	"Open":         "Course index",
	"NextLesson":   "Lesson reader",
	"Edit":         "A selected pane\n(while editing, letters are text: only ctrl+ keys, esc, enter and tab act)",
	"Submit":       "Quiz panes",
	"PanUp":        "Panning a pane's grid (after v)",
	"SwizzleUp":    "Tile-map panes",
	"PracticeHint": "Practice (enter checks the answer)",
	"BenchSelect":  "The benchmark view (↑/↓ move over shapes and mappings)",
	"Waves":        "The launch wave by wave (tile-map panes and the benchmark view)",
	"Present":      "A class (cutetui serve)",
	"Presenter":    "The presenter (tab selects the step's block)",
	"Yes":          "Prompts (unsaved edits on quit, search, save as, recovered edits)",
}

// keyGroup is one titled group of bindings.
type keyGroup struct {
	title    string
	bindings []key.Binding
}

// keyGroups reads km's key.Binding fields in declaration order into the
// groups of keyGroupStarts; disabled bindings are left out.
func keyGroups(km *keymap.KeyMap) []keyGroup {
	var groups []keyGroup
	v := reflect.ValueOf(km).Elem()
	bindingType := reflect.TypeFor[key.Binding]()
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if f.Type != bindingType || !f.IsExported() {
			continue
		}
		if title, ok := keyGroupStarts[f.Name]; ok || len(groups) == 0 {
			if !ok {
				title = "Keys"
			}
			groups = append(groups, keyGroup{title: title})
		}
		b := v.Field(i).Interface().(key.Binding)
		if b.Enabled() {
			g := &groups[len(groups)-1]
			g.bindings = append(g.bindings, b)
		}
	}
	return groups
}

// writeKeys writes `cutetui help keys`: the tutor's bindings by group, each
// key column as wide as the group's widest key, measured in cells.
func writeKeys(w io.Writer, km *keymap.KeyMap) {
	fmt.Fprintln(w, "THE TUTOR'S KEYS")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "In the tutor (cutetui, cutetui open FILE.md), ? shows the keys of the")
	fmt.Fprintln(w, "screen you are on. All of them:")
	for _, g := range keyGroups(km) {
		fmt.Fprintln(w)
		fmt.Fprintln(w, g.title)
		width := 0
		for _, b := range g.bindings {
			width = max(width, ansi.StringWidth(b.Help().Key))
		}
		for _, b := range g.bindings {
			h := b.Help()
			fmt.Fprintf(w, "  %s%*s  %s\n", h.Key, width-ansi.StringWidth(h.Key), "", h.Desc)
		}
	}
}
