package notebook

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// blocksOf returns a document of about size bytes of prose and cute
// blocks.
func blocksOf(size int) []byte {
	var b strings.Builder
	for b.Len() < size {
		b.WriteString("Some prose about layouts.\n\n```cute\nA = (4,2):(1,4)\n```\n\n")
	}
	return []byte(b.String())
}

// TestParseLinesOfABigNotebook: the lines of blocks are right at the far
// end of a big notebook (the line index is built once; each block's line
// was once counted from byte 0, quadratic in the notebook's size).
func TestParseLinesOfABigNotebook(t *testing.T) {
	d := Parse(blocksOf(MaxBytes / 2))
	if last := d.Blocks[len(d.Blocks)-1]; last.Line != 6*len(d.Blocks)-3 {
		t.Errorf("last block on line %d, want %d", last.Line, 6*len(d.Blocks)-3)
	}
}

// BenchmarkParse times Parse at an eighth and a half of the largest
// notebook: linear loading keeps the ratio near 4 (speed is measured by
// benchmarks, not asserted: go test -bench Parse ./lessons/notebook).
func BenchmarkParse(b *testing.B) {
	for _, n := range []int{MaxBytes / 8, MaxBytes / 2} {
		src := blocksOf(n)
		b.Run(fmt.Sprintf("%dKiB", n>>10), func(b *testing.B) {
			for b.Loop() {
				Parse(src)
			}
		})
	}
}

// TestLoadRefuses: what is not a readable notebook gets a *LoadError with
// the line at fault, fast.
func TestLoadRefuses(t *testing.T) {
	deepList := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(strings.Repeat("  ", i) + "- x\n")
		}
		return b.String()
	}
	for _, c := range []struct {
		name string
		src  string
		line int
		msg  string
	}{
		{"too big", string(blocksOf(MaxBytes + 1)), 0, "more than a notebook may hold"},
		{"NUL", "# T\n\nab\x00cd\n", 3, "binary file"},
		{"not UTF-8", "# T\nok\n\xff\xfe\n", 3, "not UTF-8"},
		{"1000 nested list levels", deepList(1000), MaxNesting + 1, "nested"},
		{"deep quote", "# T\n" + strings.Repeat("> ", 200) + "x\n", 2, "nested"},
		{"one-line list", strings.Repeat("- ", 500) + "x\n", 1, "nested"},
		{"too many blocks", strings.Repeat("```cute\n1\n```\n", MaxBlocks+1), 3*MaxBlocks + 1, "live blocks"},
	} {
		start := time.Now()
		_, err := Load([]byte(c.src))
		el := time.Since(start)
		var le *LoadError
		if !errors.As(err, &le) {
			t.Errorf("%s: Load = %v, want a *LoadError", c.name, err)
			continue
		}
		if le.Line != c.line || !strings.Contains(le.Msg, c.msg) {
			t.Errorf("%s: %v (line %d), want line %d and %q", c.name, err, le.Line, c.line, c.msg)
		}
		if el > 10*time.Second { // a bound on hanging, not a speed test
			t.Errorf("%s: refused after %v", c.name, el)
		}
	}
	// What real documents do passes: fenced code may be deeply indented,
	// lists nest a few levels, a long rule is no list.
	ok := "# T\n\n- a\n  - b\n    - c\n\n```cpp\n" + strings.Repeat(" ", 400) + "x;\n```\n\n" + strings.Repeat("-", 300) + "\n"
	if _, err := Load([]byte(ok)); err != nil {
		t.Errorf("Load refused a plain document: %v", err)
	}
}

// deepList returns a list nested one level more on each line, after
// head, up to about size bytes.
func deepList(head string, size int) string {
	var b strings.Builder
	b.WriteString(head)
	for i := 0; b.Len() < size; i++ {
		b.WriteString(strings.Repeat("  ", i) + "- x\n")
	}
	return b.String()
}

// deepQuote is deepList with block quotes (its first line is not quoted).
func deepQuote(head string, size int) string {
	var b strings.Builder
	b.WriteString(head)
	for i := 0; b.Len() < size; i++ {
		b.WriteString(strings.Repeat("> ", i) + "x\n")
	}
	return b.String()
}

// hiddenNesting are documents whose deep nesting a line-by-line estimate
// missed because it saw fences where goldmark sees none: ```b cannot
// close a fence (a closing fence has no info string), and a fence inside
// an HTML block is HTML. They loaded (and rendered) in 17 s to 106 s.
var hiddenNesting = []struct {
	name, src string
	line      int // the line nested past MaxNesting
}{
	{"fence with info closes nothing, list", deepList("```a\n```b\n```\n", 200<<10), 3 + MaxNesting + 1},
	{"fence with info closes nothing, quote", deepQuote("```a\n```b\n```\n", MaxBytes-1024), 3 + MaxNesting + 2},
	{"fence inside <div>, list", deepList("<div>\n```\n</div>\n\n", MaxBytes-1024), 4 + MaxNesting + 1},
	{"fence inside <div>, quote", deepQuote("<div>\n~~~\n</div>\n\n", 200<<10), 4 + MaxNesting + 2},
}

// TestLoadNestingOnTheParsersTree: nesting is counted on goldmark's own
// tree, so fences the parser does not see as fences hide nothing; the
// refusal names the first line nested too deep.
func TestLoadNestingOnTheParsersTree(t *testing.T) {
	for _, c := range hiddenNesting {
		var err error
		within(t, c.name, func() { _, err = Load([]byte(c.src)) })
		var le *LoadError
		if !errors.As(err, &le) || le.Line != c.line || !strings.Contains(le.Msg, "nested more than 100 levels") {
			t.Errorf("%s: Load = %v, want a nesting error on line %d", c.name, err, c.line)
		}
	}
	// At the limit is fine, one more level is not: the check is exact.
	if _, err := Load([]byte(strings.Repeat("> ", MaxNesting) + "x\n")); err != nil {
		t.Errorf("%d levels refused: %v", MaxNesting, err)
	}
	if _, err := Load([]byte(strings.Repeat("> ", MaxNesting+1) + "x\n")); err == nil {
		t.Errorf("%d levels loaded", MaxNesting+1)
	}
	// A fence goldmark does see still hides what looks like nesting.
	if _, err := Load([]byte("```text\n" + strings.Repeat("> ", 500) + "\n```\n")); err != nil {
		t.Errorf("quote marks inside a fence refused: %v", err)
	}
}

// BenchmarkLoadHiddenNesting times Load of the documents that once took
// 17 s to 106 s (go test -bench HiddenNesting ./lessons/notebook): linear
// loading keeps each near BenchmarkParse's time for its size.
func BenchmarkLoadHiddenNesting(b *testing.B) {
	for _, c := range hiddenNesting {
		b.Run(fmt.Sprintf("%s/%dKiB", strings.ReplaceAll(c.name, " ", "_"), len(c.src)>>10), func(b *testing.B) {
			for b.Loop() {
				_, _ = Load([]byte(c.src))
			}
		})
	}
}

// TestLoadMalformed: goldmark's index out of range on the 4 bytes
// "> \t~" (found by FuzzLoad) is a *LoadError naming the line, not a
// crash; Parse gives the whole text as prose.
func TestLoadMalformed(t *testing.T) {
	for _, c := range []struct {
		src  string
		line int
	}{
		{"> \t~", 1},
		{"# T\n\nSome prose.\n\n> \t~", 5},
	} {
		_, err := Load([]byte(c.src))
		var le *LoadError
		if !errors.As(err, &le) || le.Line != c.line || !strings.Contains(le.Msg, "malformed Markdown") {
			t.Errorf("Load(%q) = %v, want malformed Markdown on line %d", c.src, err, c.line)
		}
		d := Parse([]byte(c.src))
		if len(d.Segments) != 1 || d.Segments[0].Prose != c.src || len(d.Blocks) != 0 {
			t.Errorf("Parse(%q) = %+v, want one prose segment", c.src, d.Segments)
		}
	}
}

// TestLoadSkipsBOM: a byte order mark before the first line is no part of
// the document: the title and the first block are found, the block's
// ranges point into the source with the mark, and rewriting a block
// keeps the mark.
func TestLoadSkipsBOM(t *testing.T) {
	for _, src := range []string{"\ufeff# Title\n\n```cute\nA = 8:1\n```\n", "\ufeff```cute\nA = 8:1\n```\n"} {
		d, err := Load([]byte(src))
		if err != nil {
			t.Fatalf("Load(%q): %v", src, err)
		}
		if strings.HasPrefix(src, "\ufeff#") && d.Title != "Title" {
			t.Errorf("title %q, want Title", d.Title)
		}
		if len(d.Blocks) != 1 || d.Blocks[0].Text != "A = 8:1\n" || src[d.Blocks[0].FenceStart:d.Blocks[0].FenceStart+3] != "```" {
			t.Fatalf("blocks of %q: %+v", src, d.Blocks)
		}
		for _, s := range d.Segments {
			if strings.Contains(s.Prose, "\ufeff") {
				t.Errorf("the mark is in the prose %q", s.Prose)
			}
		}
		out, err := d.WithBlocks(map[int]string{0: "B = 4:1\n"})
		if want := strings.Replace(src, "A = 8:1", "B = 4:1", 1); err != nil || string(out) != want {
			t.Errorf("WithBlocks = %q, %v; want %q", out, err, want)
		}
	}
}
