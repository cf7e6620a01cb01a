package atom

import (
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
)

// TestGMMASmemAtom checks GMMA's shared-memory layout atoms against what
// C++ prints for them (g++, CUTLASS 7107b055), and the misspellings.
func TestGMMASmemAtom(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"Layout_K_SW128_Atom", []string{"half_t"}, "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)"},
		{"Layout_MN_SW128_Atom", []string{"half_t"}, "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)"},
		{"Layout_MN_SW32_Atom", []string{"float"}, "Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8)"},
		{"Layout_K_INTER_Atom", []string{"tfloat32_t"}, "Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)"},
		{"Layout_K_SW128_Atom_Bits", nil, "Sw<3,4,3> o smem_ptr[1b](unset) o (_8,_1024):(_1024,_1)"},
		{"Layout_SW64_Atom", []string{"half_t", "GMMA::Major::MN"}, "Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)"},
		{"Layout_SW64_Atom", []string{"half_t", "GMMA::Major::K"}, "Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1)"},
	} {
		f, err := GMMASmemAtom(c.name, c.args)
		if err != nil {
			t.Errorf("%s<%v>: %v", c.name, c.args, err)
			continue
		}
		if got := f.(engine.ComposedLayout).StaticString(); got != c.want {
			t.Errorf("%s<%v> = %s, want %s", c.name, c.args, got, c.want)
		}
	}
	for _, c := range []struct {
		name string
		args []string
		msg  string
	}{
		{"Layout_K_SW256_Atom", []string{"half_t"}, "unknown"},
		{"Layout_SW128_Atom_Bits", nil, "unknown"},
		{"Layout_K_SW128_Atom", nil, "one element type"},
		{"Layout_K_SW128_Atom_Bits", []string{"half_t"}, "without template arguments"},
		{"Layout_SW128_Atom", []string{"half_t", "GMMA::Major::X"}, "GMMA::Major::MN or GMMA::Major::K"},
		{"Layout_K_SW128_Atom", []string{"double2"}, "unknown element type"},
	} {
		if _, err := GMMASmemAtom(c.name, c.args); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s<%v>: error %v, want one saying %q", c.name, c.args, err, c.msg)
		}
	}
}
