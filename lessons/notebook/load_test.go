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
