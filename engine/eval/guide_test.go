package eval

import (
	"bytes"
	"strings"
	"testing"
)

// guideExample is one "  cute> " statement of the guide and the answer
// printed under it.
type guideExample struct {
	line int // in guide.txt, 1-based
	stmt string
	want []string
}

// guideBlocks splits the guide's examples into blocks: runs of statements
// with their answers, ended by a blank line or prose. Each block is one
// session, numbering its statements from 1.
func guideBlocks(text string) [][]guideExample {
	var blocks [][]guideExample
	var cur []guideExample
	inBlock := false
	for i, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "  cute> "):
			cur = append(cur, guideExample{line: i + 1, stmt: strings.TrimPrefix(l, "  cute> ")})
			inBlock = true
		case inBlock && strings.HasPrefix(l, "  ") && strings.TrimSpace(l) != "":
			e := &cur[len(cur)-1]
			e.want = append(e.want, l[2:])
		default:
			if len(cur) > 0 {
				blocks = append(blocks, cur)
			}
			cur, inBlock = nil, false
		}
	}
	if len(cur) > 0 {
		blocks = append(blocks, cur)
	}
	return blocks
}

// TestGuideExamples runs every example of the guide and compares what
// `cutetui eval` would print, stdout and stderr together, trailing blanks
// aside.
func TestGuideExamples(t *testing.T) {
	blocks := guideBlocks(Guide)
	n := 0
	for _, b := range blocks {
		var out bytes.Buffer
		s := NewSession(&out, &out, false, false)
		for i, e := range b {
			n++
			out.Reset()
			s.Run(i+1, e.stmt)
			if err := s.Flush(); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
				got = append(got, strings.TrimRight(l, " "))
			}
			if out.Len() == 0 {
				got = nil
			}
			if strings.Join(got, "\n") != strings.Join(e.want, "\n") {
				t.Errorf("guide.txt:%d: %s\ngot:\n%s\nwant:\n%s", e.line, e.stmt, strings.Join(got, "\n"), strings.Join(e.want, "\n"))
			}
		}
	}
	if n < 15 {
		t.Errorf("found %d examples in the guide, want at least 15 (is the \"  cute> \" form still used?)", n)
	}
}

// TestGuideFunctionsExist: every function the guide calls is a built-in.
func TestGuideFunctionsExist(t *testing.T) {
	for _, name := range []string{"coalesce", "size", "shape", "make_layout", "zipped_divide", "print_layout", "get", "take", "upcast", "composition"} {
		if !strings.Contains(Guide, name) {
			t.Errorf("guide does not mention %s", name)
		}
		if _, ok := Help(name); !ok {
			t.Errorf("the guide names %s, which is no built-in", name)
		}
	}
}
