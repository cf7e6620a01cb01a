package figure

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/views/internal/testutil"
)

// An UMMA (tcgen05.mma) is issued by one thread for the whole CTA: its
// shared-memory operands are read through a UMMA descriptor by that MMA,
// not by "all 1 threads of a warpgroup", their cells are the CTA's
// (CTA0 Vv), and C is said to live in tensor memory. A Hopper wgmma keeps
// its warpgroup wording.
func TestUMMAOperandsAreReadByTheCTAsMMA(t *testing.T) {
	fig, err := FromStatements([]string{"make_tiled_mma(SM100_MMA_S8_SS<int8_t,int8_t,int32_t,128,256,Major::K,Major::K>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c, a, b := &fig.Panels[0], &fig.Panels[1], &fig.Panels[2]
	for _, pn := range []*Panel{a, b} {
		if !strings.Contains(pn.Note, "UMMA shared-memory descriptor (UMMA::SmemDescriptor, UMMA::Major::K, K-major)") ||
			!strings.Contains(pn.Note, "one thread issues for the whole CTA") || strings.Contains(pn.Note, "warpgroup") {
			t.Errorf("%s note: %q", pn.Name, pn.Note)
		}
	}
	if !strings.Contains(c.Note, "tensor memory (TMEM), not in registers") {
		t.Errorf("C note: %q", c.Note)
	}
	// LayoutA_TV (1,(128,32)):(0,(1,128)): element (m,k) is value m + 128k.
	if l := a.Cell(5, 3).Label(); l != "CTA0 V389" {
		t.Errorf("A(5,3) = %q, want CTA0 V389", l)
	}
	cv, err := CanvasOf(fig)
	if err != nil {
		t.Fatal(err)
	}
	out := NewPainter(testutil.Common().Styles).TV(fig, cv, View{Width: 80, Height: 10, Thread: 0})
	if !strings.Contains(out, "the MMA it issues for the CTA reads all of A (4096 cells) and B (8192 cells) from shared memory") || strings.Contains(out, "warpgroup") {
		t.Errorf("thread 0's note:\n%s", out)
	}
	if tab := NewPainter(testutil.Common().Styles).OwnerTable(fig, 0, 2); !strings.Contains(tab, "read as a whole by the MMA one thread issues for the CTA") {
		t.Errorf("owner table:\n%s", tab)
	}
	// The wgmma keeps the warpgroup.
	fig, err = FromStatements([]string{"make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"}, ValueOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(fig.Panels[1].Note, "all 128 threads of a warpgroup") || fig.Panels[0].Note != "" || fig.Panels[1].Cell(0, 0).Label() != "WG0 V0" {
		t.Errorf("wgmma: A note %q, C note %q", fig.Panels[1].Note, fig.Panels[0].Note)
	}
}
