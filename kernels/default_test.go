package kernels

import (
	"strings"
	"testing"
)

// TestDefault: auto (TMA + wgmma) on Hopper, mma.sync on anything else, each
// with a reason that names the target.
func TestDefault(t *testing.T) {
	for _, tc := range []struct{ arch, want, why string }{
		{"sm_90a", Auto, "Hopper"},
		{"sm_86", MMA.Name, "sm_86: it has no wgmma"},
		{"sm_89", MMA.Name, "no wgmma"},
		{"sm_100a", MMA.Name, "no wgmma"}, // the Hopper kernels are built for sm_90a only
		{"", MMA.Name, "this GPU"},
	} {
		name, why := Default(tc.arch)
		if name != tc.want || !strings.Contains(why, tc.why) {
			t.Errorf("Default(%q) = %q, %q; want %q, a reason with %q", tc.arch, name, why, tc.want, tc.why)
		}
		if _, err := Resolve(name, 3000, 9000, 2500); err != nil {
			t.Errorf("Default(%q) = %q, which Resolve refuses: %v", tc.arch, name, err)
		}
	}
}

// TestRowPitch: K itself when its rows are 16-byte multiples, else the
// next multiple of 64 elements (whole 128-byte lines).
func TestRowPitch(t *testing.T) {
	for k := 1; k <= 5000; k++ {
		p := RowPitch(k)
		switch {
		case k%8 == 0 && p != k:
			t.Fatalf("RowPitch(%d) = %d, want %d", k, p, k)
		case k%8 != 0 && (p < k || p >= k+64 || p%64 != 0):
			t.Fatalf("RowPitch(%d) = %d, want the next multiple of 64", k, p)
		}
	}
	if p := RowPitch(2500); p != 2560 {
		t.Errorf("RowPitch(2500) = %d, want 2560", p)
	}
}

// TestChooseWhy: the reason names the rows' bytes, and the copy when there is one.
func TestChooseWhy(t *testing.T) {
	k, why := ChooseWhy(3000, 9000, 2500)
	if k.Name != Choose(3000, 9000, 2500).Name || !strings.Contains(why, "copied into rows of 2560") || !strings.Contains(why, "5120 bytes") {
		t.Errorf("ChooseWhy(3000, 9000, 2500) = %s, %q", k.Name, why)
	}
	if _, why := ChooseWhy(10000, 7000, 3000); strings.Contains(why, "copied") || !strings.Contains(why, "6000 bytes, not whole") {
		t.Errorf("ChooseWhy(10000, 7000, 3000): %q", why)
	}
}
