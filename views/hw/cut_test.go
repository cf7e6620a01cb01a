package hw

import (
	"strings"
	"testing"
)

// lesson24Pair is lesson 24's first pane, a 2SM atom whose name is wider
// than the pane.
var lesson24Pair = []string{"SM100_MMA_S8_2x1SM_SS<int8_t,int8_t,int32_t,256,128,Major::K,Major::K>"}

// At the 72 columns a pane gives a view at 80×24, the pair, scale-factor
// and TMEM views cut no line: a long C++ type is wrapped after a comma,
// and each view's first line is wrapped like the rest.
func TestBlackwellViewsAt72ColumnsCutNothing(t *testing.T) {
	for name, stmts := range map[string][]string{
		"pair":     lesson24Pair,
		"sfa mxf4": sfaMXF4,
		"sfb 2by2": sfb2by2,
	} {
		s := descView(t, stmts, 72, 40)
		fits(t, s, 72, 40)
		for _, l := range strings.Split(s, "\n") {
			if strings.HasSuffix(l, "…") {
				t.Errorf("%s: line cut at 72 columns: %q", name, l)
			}
		}
	}
	s := descView(t, lesson24Pair, 72, 40)
	if !strings.Contains(strings.ReplaceAll(s, "\n", ""), "SM100_MMA_S8_2x1SM_SS<int8_t,int8_t,int32_t,256,128,UMMA::Major::K,UMMA::Major::K>:") {
		t.Errorf("the atom's whole name, wrapped, should head the pair view:\n%s", s)
	}
}

// splitLong breaks a word wider than the line after a comma, or at the
// width when it has none, and leaves shorter words alone.
func TestSplitLong(t *testing.T) {
	got := splitLong([]string{"ab", "A<b,cc,ddd,e>", "abcdefghijk"}, 8)
	want := []string{"ab", "A<b,cc,", "ddd,e>", "abcdefgh", "ijk"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("splitLong = %q, want %q", got, want)
	}
}
