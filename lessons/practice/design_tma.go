package practice

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
)

// tmaDesign asks for the shared-memory atom of a K-major stage, named
// by its byte swizzle Sw<B,4,3> (B = 0, 1, 2, 3: the INTER, SW32, SW64
// and SW128 GMMA atoms): the atom whose tile_to_shape over BM×BK one
// TMA instruction loads whole. Judged by the engine: the stage is built
// from the atom the swizzle names, make_tma_copy is asked for its load
// from the row-major A of the setup, and the load must take one box
// (size<0,1> of partition_D is 1). Only the four K-major GMMA atoms are
// candidates, since wgmma reads no other K-major layout.
type tmaDesign struct {
	bm, bk int
	elem   string // the C++ element type, bfloat16_t or float
}

// gmmaKAtoms are the K-major GMMA atoms, smallest row first.
var gmmaKAtoms = []string{"INTER", "SW32", "SW64", "SW128"}

// genTMADesign draws the stage: bf16 or float, BK giving a row of 32, 64
// or 128 bytes, so that exactly one atom's row is the stage's row.
func genTMADesign(d *draw) (*Exercise, error) {
	bytes := map[string]int{"bfloat16_t": 2, "float": 4}
	elem := []string{"bfloat16_t", "float"}[d.r.IntN(2)]
	row := d.pick(32, 64, 128)
	td := &tmaDesign{bm: d.pick(64, 128, 256), bk: row / bytes[elem], elem: elem}
	b := map[int]int{32: 1, 64: 2, 128: 3}[row]
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range td.setup() {
		if _, err := env.Exec(s); err != nil {
			return nil, err
		}
	}
	want, err := env.Eval(fmt.Sprintf("Sw<%d,4,3>", b))
	if err != nil {
		return nil, err
	}
	if ok, why := td.judge(env, want); !ok {
		return nil, fmt.Errorf("practice: the TMA design's own answer %s: %s", want, why)
	}
	return &Exercise{
		Question:  fmt.Sprintf("Design: A is row-major %s (K contiguous) and each stage holds a %d×%d K-major tile of it, tile_to_shape of a K-major GMMA atom. Which atom makes the stage one TMA box, loaded by one instruction? Name it by its byte swizzle Sw<B,4,3> (B = 0 for INTER, 1 SW32, 2 SW64, 3 SW128).", elem, td.bm, td.bk),
		Setup:     td.setup(),
		Statement: fmt.Sprintf("make_tma_copy(SM90_TMA_LOAD{}, A, tile_to_shape(atom, (%d,%d))) with one box per stage", td.bm, td.bk),
		Answer:    want.String(),
		Hints: []string{
			fmt.Sprintf("A stage row is %d %s values = %d bytes.", td.bk, elem, row),
			fmt.Sprintf("A box's inner extent is at most its swizzle's span; the atoms' rows are 16 (INTER), 32, 64 and 128 bytes: the %d-byte row needs the %d-byte atom.", row, row),
			"A narrower atom splits the row into several boxes; a wider one does not divide the stage.",
		},
		want:   want,
		design: &design{tma: td},
	}, nil
}

func (t *tmaDesign) setup() []string {
	return []string{fmt.Sprintf("A = make_tensor(make_gmem_ptr<%s>(0), (4096,4096):(4096,1))", t.elem)}
}

// judge builds the stage from the atom got names and counts the TMA
// instructions that load it.
func (t *tmaDesign) judge(env *eval.Env, got value.Value) (bool, string) {
	w, ok := got.(value.SwizzleValue)
	if !ok {
		return false, "write the atom's byte swizzle, Sw<B,4,3>"
	}
	if w.S.M() != 4 || w.S.S() != 3 || w.S.B() < 0 || w.S.B() > 3 {
		return false, fmt.Sprintf("%s is not the swizzle of a GMMA atom: on bytes they are Sw<B,4,3> with B = 0 to 3", w)
	}
	name := gmmaKAtoms[w.S.B()]
	stage := fmt.Sprintf("tile_to_shape(GMMA::Layout_K_%s_Atom<%s>{}, (%d,%d))", name, t.elem, t.bm, t.bk)
	if _, err := env.Eval(stage); err != nil {
		return false, fmt.Sprintf("the %s atom does not tile a %d×%d stage: %v", name, t.bm, t.bk, err)
	}
	tma := fmt.Sprintf("make_tma_copy(SM90_TMA_LOAD{}, A, %s)", stage)
	n, err := env.Eval(fmt.Sprintf("size<0,1>(partition_D(get_slice(%s, 0), make_tensor(make_smem_ptr<%s>(0), %s)))", tma, t.elem, stage))
	if err != nil {
		return false, err.Error()
	}
	args, err := env.Eval("tma_encode_args(" + tma + ")")
	if err != nil {
		return false, err.Error()
	}
	box := ""
	for _, l := range strings.Split(args.String(), "\n") {
		if f := strings.Fields(l); len(f) == 2 && f[0] == "boxDim:" {
			box = f[1]
		}
	}
	if n.String() != "1" {
		return false, fmt.Sprintf("with the %s atom the stage takes %s TMA loads: its box is %s (K first), narrower than the stage's %d-element row", name, n, box, t.bk)
	}
	return true, fmt.Sprintf("with the %s atom one box %s (K first) loads the whole %d×%d stage.", name, box, t.bm, t.bk)
}
