package hw

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// Has reports whether v is a value this package draws in place of a
// figure: a TMA copy (make_tma_copy's TiledCopy), a GMMA descriptor, or
// a GMMA descriptor fragment (partition_fragment_A|B of an SS atom), a
// TMEM tensor, a TMEM load or store (its Copy_Atom or make_tmem_copy), a
// 2-SM UMMA atom (its pair of CTAs), an UMMA shared-memory or
// instruction descriptor (its bits).
// FromValue also draws a register fragment, which a pane draws as a
// layout.
func Has(v value.Value) bool {
	switch v := v.(type) {
	case value.TiledCopyValue:
		_, tmem := atom.TmemValID(v.T.Atom.Op)
		return v.T.Atom.TMA != nil || tmem
	case value.CopyAtomValue:
		_, tmem := atom.TmemValID(v.A.Op)
		return tmem
	case value.MMAAtomValue:
		return v.A.ThrID.Size() == 2
	case eval.GMMADescValue, value.DescTensorValue, eval.UMMASmemDescValue, eval.UMMAInstrDescValue:
		return true
	case value.TensorValue:
		return v.P().Space == "tmem"
	}
	return false
}

// FromValue draws v, a value Has accepts, in width×height.
func FromValue(v value.Value, width, height int) (string, error) {
	switch v := v.(type) {
	case value.TiledCopyValue:
		if _, ok := atom.TmemValID(v.T.Atom.Op); ok {
			return TmemLoad(v.T.Atom, width, height)
		}
		return TMA(v.T, width, height)
	case value.CopyAtomValue:
		return TmemLoad(v.A, width, height)
	case value.MMAAtomValue:
		return Pair(v.A, width, height)
	case eval.UMMASmemDescValue:
		return UMMADesc(fmt.Sprintf("UMMA::SmemDescriptor 0x%016x (tcgen05.mma's 64-bit shared-memory operand)", v.D),
			v.D, 64, atom.UMMASmemFields(v.D), fieldNotes(v.String()), width, height)
	case eval.UMMAInstrDescValue:
		name := "InstrDescriptor"
		if v.BlockScaled {
			name = "InstrDescriptorBlockScaled"
		}
		return UMMADesc(fmt.Sprintf("UMMA::%s 0x%08x (tcgen05.mma's 32-bit instruction descriptor)", name, v.D),
			uint64(v.D), 32, atom.UMMAInstrFields(v.D, v.BlockScaled), fieldNotes(v.String()), width, height)
	case value.DescTensorValue:
		return Fragment(v.L, true, width, height)
	case value.TensorValue:
		if v.P().Space == "tmem" && (sfTypes[v.P().Type.Name] || v.P().Type.Name == "uint8_t") {
			name := v.P().Type.Name
			if !sfTypes[name] {
				name = "8-bit scale factors" // read back from tmem_[8b](...) o L as uint8_t
			}
			if s, err := ScaleFactors(name, v.P().Addr, v.P().Type.Bits, v.T.Layout, width, height); err == nil {
				return s, nil
			}
		}
		if v.P().Space == "tmem" {
			return TMEM(v.P().Addr, v.P().Type.Bits, v.T.Layout, width, height)
		}
		if (v.P().Space == "" || v.P().Space == "rmem") && v.T.Layout.Rank() >= 2 {
			return Fragment(v.T.Layout, false, width, height)
		}
	case eval.GMMADescValue:
		var t *Tile
		if v.T != nil {
			t = &Tile{Layout: v.T.T.Layout, Bits: v.T.P().Type.Bits, Addr: v.T.P().Addr}
			t.Sw, _ = engine.NewSwizzle(0, 4, 3)
			if v.T.P().Swizzled {
				t.Sw = v.T.P().Sw
			}
		}
		return GMMADesc(v.D, t, width, height)
	}
	if v == nil {
		return "", fmt.Errorf("no value to draw")
	}
	return "", fmt.Errorf("a %s has no hardware view: draw make_tma_copy(...), make_gmma_desc<...>(...) or a fragment (partition_fragment_A|B|C)", v.Kind())
}
