package parse

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/eval/value"
)

// dslAtomTable holds the DSL's MMA and copy operations (cute.nvgpu.warp,
// warpgroup, cpasync, common) and the functions that make atoms of them,
// each the C++ atom type it instantiates:
// warp.MmaF16BF16Op(Float16, Float32, (16,8,16)) is
// SM80_16x8x16_F32F16F16F32_TN, and make_copy_atom(CopyUniversalOp(),
// Float16, num_bits_per_copy=128) is
// Copy_Atom<UniversalCopy<uint128_t>, half_t>.
var dslAtomTable = []DSLFunc{
	{Sig: "warp.MmaF16BF16Op(ab_dtype, acc_dtype, shape_mnk)", OnlyDSL: true, Custom: mmaF16BF16Op,
		Doc: "SM80's mma.sync over f16 or bf16: SM80_16x8x{K}_{acc}{ab}{ab}{acc}_TN, K 8 or 16"},
	{Sig: "warp.MmaTF32Op(shape_mnk)", OnlyDSL: true, Custom: mmaTF32Op, Doc: "SM80's mma.sync over tf32: SM80_16x8x{4,8}_F32TF32TF32F32_TN"},
	{Sig: "warpgroup.MmaF16BF16Op(ab_dtype, acc_dtype, instruction_shape, a_src, a_major_mode, b_major_mode)", OnlyDSL: true, Custom: gmmaF16BF16Op,
		Doc: "SM90's wgmma over f16 or bf16: SM90_64x{N}x16_{acc}{ab}{ab}_{SS|RS}<GMMA::Major::{K|MN}, ...>"},
	{Sig: "make_mma_atom(op)", OnlyDSL: true, Custom: makeMMAAtomDSL, Doc: "MMA_Atom<Op>{}"},
	{Sig: "make_tiled_mma(op_or_atom, atom_layout_mnk=(1,1,1), permutation_mnk=None)", Cpp: "make_tiled_mma", Custom: makeTiledMMADSL},
	{Sig: "CopyUniversalOp()", OnlyDSL: true, Custom: copyOp("universal"), Doc: "UniversalCopy<uint{bits}_t>, bits from make_copy_atom's num_bits_per_copy"},
	{Sig: "cpasync.CopyG2SOp()", OnlyDSL: true, Custom: copyOp("g2s"), Doc: "SM80_CP_ASYNC_CACHEALWAYS<uint{bits}_t>, bits from make_copy_atom's num_bits_per_copy"},
	{Sig: "warp.LdMatrix8x8x16bOp(transpose=False, num_matrices=1)", OnlyDSL: true, Custom: copyOp("ldsm"), Doc: "SM75_U32x{n}_LDSM_N, or SM75_U16x{2n}_LDSM_T transposed"},
	{Sig: "warp.StMatrix8x8x16bOp(transpose=False, num_matrices=1)", OnlyDSL: true, Custom: copyOp("stsm"), Doc: "SM90_U32x{n}_STSM_N, or SM90_U16x{2n}_STSM_T transposed"},
	{Sig: "make_copy_atom(op, copy_internal_type, *, num_bits_per_copy=None)", OnlyDSL: true, Custom: makeCopyAtomDSL,
		Doc: "Copy_Atom<Op, T>{}: the copy operation over elements of type T, num_bits_per_copy wide (T's width if not given)"},
	{Sig: "make_tiled_copy_tv(atom, thr_layout, val_layout)", Cpp: "make_tiled_copy", OnlyDSL: true},
}

// dtypeArg reads an element type written out (cutlass.Float16).
func dtypeArg(c *DSLCallSite, param string, n Node) (string, error) {
	if t, ok := n.(*TypeLit); ok {
		for dsl, cpp := range value.DSLTypes {
			if cpp == t.Name {
				return dsl, nil
			}
		}
	}
	return "", errorf(n.Pos(), "%s(): %s must be an element type written out, as in cutlass.Float16", c.Written, param)
}

// shapeMNK reads shape_mnk written out: (16, 8, 16).
func shapeMNK(c *DSLCallSite, n Node) (m, nn, k int, err error) {
	t, ok := n.(*TupleLit)
	if ok && len(t.Elems) == 3 {
		var v [3]int
		for i, e := range t.Elems {
			l, ok := e.(*IntLit)
			if !ok {
				break
			}
			v[i] = l.Val
			if i == 2 {
				return v[0], v[1], v[2], nil
			}
		}
	}
	return 0, 0, 0, errorf(n.Pos(), "%s(): shape_mnk must be three integers written out, as in (16, 8, 16)", c.Written)
}

var MMATypeTag = map[string]string{"Float16": "F16", "BFloat16": "BF16", "Float32": "F32"}

// f16bf16Types reads the ab_dtype and acc_dtype of an MmaF16BF16Op (warp
// or warpgroup) with the DSL's checks: A/B Float16 or BFloat16, the
// accumulator Float16 or Float32, and Float32 for BFloat16 inputs.
func f16bf16Types(c *DSLCallSite, a map[string]Node) (ab, acc string, err error) {
	if ab, err = dtypeArg(c, "ab_dtype", a["ab_dtype"]); err != nil {
		return "", "", err
	}
	if acc, err = dtypeArg(c, "acc_dtype", a["acc_dtype"]); err != nil {
		return "", "", err
	}
	switch {
	case ab != "Float16" && ab != "BFloat16":
		return "", "", errorf(a["ab_dtype"].Pos(), "%s(): expects the 'ab_dtype' Op parameter to be one of Float16 or BFloat16", c.Written)
	case acc != "Float16" && acc != "Float32":
		return "", "", errorf(a["acc_dtype"].Pos(), "%s(): expects the 'acc_dtype' Op parameter to be one of Float16 or Float32", c.Written)
	case ab == "BFloat16" && acc != "Float32":
		return "", "", errorf(a["acc_dtype"].Pos(), "%s(): expects the 'acc_dtype' Op parameter to be Float32 when 'ab_dtype' is BFloat16", c.Written)
	}
	return ab, acc, nil
}

// mmaF16BF16Op is warp.MmaF16BF16Op: the SM80 mma.sync of its types, with
// the DSL's checks (warp/mma.py).
func mmaF16BF16Op(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	ab, acc, err := f16bf16Types(c, a)
	if err != nil {
		return nil, err
	}
	m, n, k, err := shapeMNK(c, a["shape_mnk"])
	if err != nil {
		return nil, err
	}
	if m != 16 || n != 8 || (k != 8 && k != 16) {
		return nil, errorf(a["shape_mnk"].Pos(), "%s(): expects the 'shape_mnk' Op parameter to be one of (16,8,8) or (16,8,16)", c.Written)
	}
	A, C := MMATypeTag[ab], MMATypeTag[acc]
	return &TypeLit{At: c.At, Name: fmt.Sprintf("SM80_16x8x%d_%s%s%s%s_TN", k, C, A, A, C)}, nil
}

// mmaTF32Op is warp.MmaTF32Op: SM80's tf32 mma.sync.
func mmaTF32Op(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	m, n, k, err := shapeMNK(c, a["shape_mnk"])
	if err != nil {
		return nil, err
	}
	if m != 16 || n != 8 || (k != 4 && k != 8) {
		return nil, errorf(a["shape_mnk"].Pos(), "%s(): expects the 'shape_mnk' Op parameter to be one of (16,8,4) or (16,8,8)", c.Written)
	}
	return &TypeLit{At: c.At, Name: fmt.Sprintf("SM80_16x8x%d_F32TF32TF32F32_TN", k)}, nil
}

// makeMMAAtomDSL is make_mma_atom(op): MMA_Atom<Op>{} (an operation
// written out), or the operation's value (an MMA operation is its atom).
func makeMMAAtomDSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	if t, ok := a["op"].(*TypeLit); ok {
		return &TypeLit{At: c.At, Name: "MMA_Atom", Args: []*TypeLit{t}}, nil
	}
	return a["op"], nil
}

// makeTiledMMADSL is make_tiled_mma(op, atom_layout_mnk, permutation_mnk):
// C++'s make_tiled_mma(atom, make_layout(atom_layout_mnk), permutation).
func makeTiledMMADSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	call := callOf(c, "make_tiled_mma", a["op_or_atom"])
	from := []int{0}
	if l, ok := a["atom_layout_mnk"]; ok {
		if t, ok := l.(*TupleLit); ok {
			l = callOf(c, "make_layout", t) // a shape: the layout over it
		}
		call.Args = append(call.Args, l)
		from = append(from, 1)
	} else if _, ok := a["permutation_mnk"]; ok {
		call.Args = append(call.Args, callOf(c, "make_layout", &TupleLit{At: c.At, Elems: []Node{&IntLit{At: c.At, Val: 1}, &IntLit{At: c.At, Val: 1}, &IntLit{At: c.At, Val: 1}}}))
		from = append(from, 1)
	}
	if p, ok := a["permutation_mnk"]; ok {
		if _, none := p.(*UnderscoreLit); !none {
			call.Args = append(call.Args, p)
			from = append(from, 2)
		}
	}
	return &DSLCall{Call: call, Written: c.Written, From: from}, nil
}

// copyOp builds the copy operation op from its arguments, with the DSL's
// checks.
func copyOp(op string) func(*DSLFunc, *DSLCallSite, map[string]Node) (Node, error) {
	return func(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
		v := value.CopyOpValue{Op: op, N: 1, Written: c.Written + "()"}
		if t, ok := a["transpose"]; ok {
			id, ok := t.(*Ident)
			if !ok || (id.Name != "true" && id.Name != "false") {
				return nil, errorf(t.Pos(), "%s(): transpose must be True or False", c.Written)
			}
			v.Transpose = id.Name == "true"
		}
		if n, ok := a["num_matrices"]; ok {
			l, ok := n.(*IntLit)
			if !ok || (l.Val != 1 && l.Val != 2 && l.Val != 4) {
				return nil, errorf(n.Pos(), "%s(): expects the 'num_matrices' Op parameter to be one of [1,2,4]", c.Written)
			}
			v.N = l.Val
		}
		if op == "ldsm" || op == "stsm" {
			tr := "False"
			if v.Transpose {
				tr = "True"
			}
			v.Written = fmt.Sprintf("%s(%s, %d)", c.Written, tr, v.N)
		}
		return &DSLCopyOp{At: c.At, V: v}, nil
	}
}

// CppCopyOp is the C++ copy operation of v over elements of bits bits
// each, as a type (value.CopyOpValue.CppCopyOp).
func CppCopyOp(v value.CopyOpValue, bits int) *TypeLit {
	name, arg := v.CppCopyOp(bits)
	t := &TypeLit{Name: name}
	if arg != "" {
		t.Args = []*TypeLit{{Name: arg}}
	}
	return t
}

func makeCopyAtomDSL(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	n := &DSLCopyAtom{At: c.At, Written: c.Written, Op: a["op"], Type: a["copy_internal_type"]}
	if b, ok := a["num_bits_per_copy"]; ok {
		if _, none := b.(*UnderscoreLit); !none {
			n.Bits = b
		}
	}
	return n, nil
}

// dslEnums are the enum members the MMA operations take:
// warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K.
var dslEnums = map[string]bool{
	"warpgroup.OperandSource.SMEM": true, "warpgroup.OperandSource.RMEM": true,
	"OperandMajorMode.K": true, "OperandMajorMode.MN": true,
	"warpgroup.OperandMajorMode.K": true, "warpgroup.OperandMajorMode.MN": true,
	"AddressSpace.gmem": true, "AddressSpace.smem": true, "AddressSpace.rmem": true, "AddressSpace.generic": true,
}

// enumArg reads an enum member written out, one of the suffixes given.
func enumArg(c *DSLCallSite, param string, n Node, members ...string) (string, error) {
	if e, ok := n.(*DSLEnum); ok {
		for _, m := range members {
			if strings.HasSuffix(e.Name, "."+m) {
				return m, nil
			}
		}
	}
	return "", errorf(n.Pos(), "%s(): %s must be one of %s, written out", c.Written, param, strings.Join(members, ", "))
}

// gmmaF16BF16Op is warpgroup.MmaF16BF16Op: SM90's wgmma of its types, N
// and operand majors, with the DSL's checks (warpgroup/mma.py).
func gmmaF16BF16Op(_ *DSLFunc, c *DSLCallSite, a map[string]Node) (Node, error) {
	ab, acc, err := f16bf16Types(c, a)
	if err != nil {
		return nil, err
	}
	shape := a["instruction_shape"]
	t, ok := shape.(*TupleLit)
	var mnk []int
	if ok {
		for _, e := range t.Elems {
			if l, ok := e.(*IntLit); ok {
				mnk = append(mnk, l.Val)
			}
		}
	}
	if !ok || len(mnk) != len(t.Elems) || (len(mnk) != 2 && len(mnk) != 3) {
		return nil, errorf(shape.Pos(), "%s(): instruction_shape must be (M, N) or (M, N, K) written out, as in (64, 128, 16)", c.Written)
	}
	if len(mnk) == 3 && mnk[2] != 16 {
		return nil, errorf(shape.Pos(), "%s(): expects the instruction extent in the K-mode to be 16", c.Written)
	}
	if mnk[0] != 64 || mnk[1] < 8 || mnk[1] > 256 || mnk[1]%8 != 0 {
		return nil, errorf(shape.Pos(), "%s(): expects M = 64 and N in 8..256, a multiple of 8", c.Written)
	}
	src, err := enumArg(c, "a_src", a["a_src"], "SMEM", "RMEM")
	if err != nil {
		return nil, err
	}
	am, err := enumArg(c, "a_major_mode", a["a_major_mode"], "K", "MN")
	if err != nil {
		return nil, err
	}
	bm, err := enumArg(c, "b_major_mode", a["b_major_mode"], "K", "MN")
	if err != nil {
		return nil, err
	}
	if src == "RMEM" && am != "K" {
		return nil, errorf(a["a_major_mode"].Pos(), "%s(): A in registers must be K-major", c.Written)
	}
	ss := "SS"
	if src == "RMEM" {
		ss = "RS"
	}
	A, C := MMATypeTag[ab], MMATypeTag[acc]
	major := func(m string) *TypeLit { return &TypeLit{At: c.At, Name: "GMMA::Major::" + m} }
	return &TypeLit{At: c.At, Name: fmt.Sprintf("SM90_64x%dx16_%s%s%s_%s", mnk[1], C, A, A, ss), Args: []*TypeLit{major(am), major(bm)}}, nil
}
