package hw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
)

var pair256 = []string{"MMA_Atom<SM100_MMA_F16BF16_2x1SM_SS<half_t,half_t,float,256,256,UMMA::Major::K,UMMA::Major::K>>{}"}

// umma.txt's 2x1SM 256×256 atom: LayoutA_TV (2,(128,16)):(128,(1,256))
// gives CTA 1 rows 128–255 of A, B's columns likewise, C's rows.
func TestPairView(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {200, 60}} {
		t.Run(strconv.Itoa(sz[0])+"x"+strconv.Itoa(sz[1]), func(t *testing.T) {
			s, err := FromValue(valueOf(t, pair256...), sz[0], sz[1])
			if err != nil {
				t.Fatal(err)
			}
			fits(t, s, sz[0], sz[1])
			golden.RequireEqual(t, []byte(s))
		})
	}
	v := valueOf(t, pair256...)
	s, err := FromValue(v, 200, 60)
	if err != nil {
		t.Fatal(err)
	}
	var a []string
	in := false
	for _, l := range strings.Split(s, "\n") {
		switch {
		case strings.HasPrefix(l, "A "):
			in = true
		case strings.HasPrefix(l, "B "):
			in = false
		case in:
			f := strings.Fields(l)
			a = append(a, f[0]+":"+f[1])
		}
	}
	if len(a) < 2 || a[0] != "0:0" || !strings.Contains(strings.Join(a, " "), "128:1") {
		t.Errorf("A's rows by CTA %v, want 0 from row 0 and 1 from row 128:\n%s", a, s)
	}
}
