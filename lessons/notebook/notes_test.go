package notebook

import (
	"reflect"
	"testing"
)

func TestSpeakerNotes(t *testing.T) {
	src := "# T\n\n<!-- note: welcome everyone -->\n\n## One\n\ntext\n\n<!-- note: ask who has\nused CuTe before -->\n\n<!-- an ordinary comment -->\n\n```cute\nA = 8:1\n```\n\n## Two\n\n- a list\n  <!-- note: not top level -->\n"
	d := Parse([]byte(src))
	want := []Note{{Heading: 0, Text: "welcome everyone"}, {Heading: 1, Text: "ask who has used CuTe before"}}
	if !reflect.DeepEqual(d.Notes, want) {
		t.Errorf("notes = %#v, want %#v", d.Notes, want)
	}
	if len(d.Headings) != 3 || len(d.Blocks) != 1 {
		t.Errorf("headings %d, blocks %d: notes must not disturb the rest", len(d.Headings), len(d.Blocks))
	}
}
