package practice

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
)

// genFragments practises the fragments lesson on an SS wgmma TiledMMA
// over a ring of K-major GMMA stages: level 1 the accumulators one
// thread holds (partition_fragment_C), level 2 how far the descriptor
// fragment tCrA moves for a K block and a stage (its layout, read from
// the engine's tCrA), level 3 the K blocks of one stage (MMA_K of
// partition_A), level 4 the stride byte offset of a K-major atom's
// descriptor, level 5 the start address a stage's descriptor holds for a
// warpgroup's rows and a K block. Levels 4 and 5 are checked against
// make_gmma_desc's printed fields.
func genFragments(d *draw) (*Exercise, error) {
	var setup []string
	var stmt, q string
	var hints []string
	hidden := false
	swz := map[int]string{32: "SW32", 64: "SW64", 128: "SW128"}
	level := map[int]int{1: 1, 2: 2, 3: 5, 4: 4, 5: 3}[d.level]
	switch level {
	case 1:
		n := d.pick(64, 128, 192, 256)
		setup = []string{fmt.Sprintf("atom = SM90_64x%dx16_F32F16F16_SS<Major::K,Major::K>{}", n),
			"mma = make_tiled_mma(atom)", "thr = get_slice(mma, 0)"}
		stmt = fmt.Sprintf("size(partition_fragment_C(thr, make_shape(64,%d)))", n)
		q = fmt.Sprintf("One warpgroup issues m64n%dk16 with fp32 accumulators. How many accumulators does each thread hold, the size of its C fragment?", n)
		hints = []string{fmt.Sprintf("The C tile is 64×%d = %d elements.", n, 64*n),
			fmt.Sprintf("Over the warpgroup's 128 threads: %d / 128 = %d.", 64*n, 64*n/128)}
	case 2:
		bm, stages := d.pick(64, 128), d.pick(2, 3, 4, 5)
		env := eval.NewEnv(eval.WithLibrary(model.Library()))
		for _, s := range []string{
			"atom = SM90_64x64x16_F32F16F16_SS<Major::K,Major::K>{}",
			fmt.Sprintf("mma = make_tiled_mma(atom, Layout<Shape<_%d,_1,_1>>{})", bm/64),
			fmt.Sprintf("ring = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, (%d,64,%d))", bm, stages),
			"sA = make_tensor(make_smem_ptr<half_t>(0), ring)",
		} {
			if _, err := env.Exec(s); err != nil {
				return nil, err
			}
		}
		frag, err := env.Eval("partition_fragment_A(get_slice(mma, 0), sA)")
		if err != nil {
			return nil, err
		}
		text := frag.String()
		i := strings.LastIndex(text, " o ")
		if i < 0 {
			return nil, fmt.Errorf("practice: tCrA %q is not a descriptor tensor", text)
		}
		lay := text[i+3:]
		k, s := d.r.IntN(4), d.between(1, stages-1)
		setup = []string{"L = " + lay}
		stmt = fmt.Sprintf("L(0,0,%d,(0,%d))", k, s)
		hidden = true
		stage := bm * 64 * 2 / 16
		q = fmt.Sprintf("A %d-stage ring of %d×64 halves in the SW128 K-major atom; tCrA = partition_fragment_A of it advances its GMMA descriptor by L = %s (16-byte units). By how many units is tCrA(_,_,%d,%d) moved from the first descriptor?", stages, bm, lay, k, s)
		hints = []string{fmt.Sprintf("A K block is 16 halves = 32 bytes = 2 units: K block %d adds %d.", k, 2*k),
			fmt.Sprintf("A stage is %d·64 halves = %d bytes = %d units: stage %d adds %d.", bm, bm*128, stage, s, stage*s)}
	case 3:
		stages := d.pick(2, 3, 4)
		s, w, k := d.between(1, stages-1), d.r.IntN(2), d.r.IntN(4)
		setup = []string{"sw = GMMA::Layout_K_SW128_Atom<half_t>{}",
			fmt.Sprintf("ring = tile_to_shape(sw, (128,64,%d))", stages),
			"sA = make_tensor(make_smem_ptr<half_t>(0), ring)"}
		bytes := s*128*64*2 + w*64*128 + k*32
		stmt = fmt.Sprintf("ceil_div(%d*%d + %d*%d + %d*%d, 16)", s, 128*64*2, w, 64*128, k, 32)
		desc := fmt.Sprintf("make_gmma_desc<GMMA::Major::K>(local_tile(sA(_,_,%d), (64,16), (%d,%d)))", s, w, k)
		got, err := descField(setup, desc, "start_addr")
		if err != nil || got != bytes/16 {
			return nil, fmt.Errorf("practice: %s start_addr %d, want %d (%v)", desc, got, bytes/16, err)
		}
		hidden = true
		q = fmt.Sprintf("A %d-stage ring of 128×64 halves in the SW128 K-major atom at shared address 0. Warpgroup %d multiplies rows %d–%d. Which start_addr (16-byte units) does the descriptor of its K block %d in stage %d hold?", stages, w, 64*w, 64*w+63, k, s)
		hints = []string{fmt.Sprintf("Stage %d starts %d·16384 = %d bytes in.", s, s, s*16384),
			fmt.Sprintf("Rows %d– are %d rows of 128 bytes = %d bytes further; K block %d is %d·32 = %d bytes.", 64*w, 64*w, 64*w*128, k, k, 32*k),
			fmt.Sprintf("%d bytes / 16 = %d.", bytes, bytes/16)}
	case 4:
		row := d.pick(32, 64, 128)
		setup = []string{fmt.Sprintf("sw = GMMA::Layout_K_%s_Atom<half_t>{}", swz[row]),
			fmt.Sprintf("s = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(sw, (64,%d)))", row/2)}
		stmt = fmt.Sprintf("ceil_div(8*%d, 16)", row)
		desc := "make_gmma_desc<GMMA::Major::K>(local_tile(s, (64,16), (0,0)))"
		got, err := descField(setup, desc, "stride_off")
		if err != nil || got != 8*row/16 {
			return nil, fmt.Errorf("practice: %s stride_off %d, want %d (%v)", desc, got, 8*row/16, err)
		}
		hidden = true
		q = fmt.Sprintf("A K-major tile of halves in GMMA::Layout_K_%s_Atom: which stride_off (stride byte offset in 16-byte units) does its descriptor carry?", swz[row])
		hints = []string{fmt.Sprintf("The atom's rows are %d bytes; the stride byte offset steps from one 8-row group of core matrices to the next.", row),
			fmt.Sprintf("8·%d = %d bytes = %d units.", row, 8*row, 8*row/16)}
	default:
		bk := d.pick(32, 64, 128)
		setup = []string{"atom = SM90_64x128x16_F32F16F16_SS<Major::K,Major::K>{}",
			"mma = make_tiled_mma(atom)",
			fmt.Sprintf("ring = tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, (64,%d,3))", bk),
			"sA = make_tensor(make_smem_ptr<half_t>(0), ring)"}
		stmt = "size<2>(partition_A(get_slice(mma, 0), sA))"
		hidden = true
		q = fmt.Sprintf("A 3-stage ring of 64×%d halves (SW64 K-major) feeds m64n128k16. How many wgmma K blocks does one stage hold, MMA_K of partition_A?", bk)
		hints = []string{fmt.Sprintf("One wgmma takes K = 16 halves; the stage has %d.", bk),
			fmt.Sprintf("%d / 16 = %d.", bk, bk/16)}
	}
	want, err := evalAfter(setup, stmt)
	if err != nil {
		return nil, err
	}
	ex := &Exercise{Question: q, Setup: setup, Statement: stmt, Expr: stmt, Answer: want.String(), Hints: hints, want: want}
	if hidden {
		ex.Statement = "" // the arithmetic or the call is the way to the answer
	}
	return ex, nil
}

var descFieldRE = regexp.MustCompile(`(?m)^\s*(\w+)\s*:\s*0x([0-9a-fA-F]+)`)

// descField evaluates a make_gmma_desc call after setup and returns the
// named field of the GmmaDescriptor it prints.
func descField(setup []string, call, field string) (int, error) {
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range setup {
		if _, err := env.Exec(s); err != nil {
			return 0, err
		}
	}
	v, err := env.Eval(call)
	if err != nil {
		return 0, err
	}
	for _, m := range descFieldRE.FindAllStringSubmatch(v.String(), -1) {
		if m[1] == field {
			n, err := strconv.ParseInt(m[2], 16, 64)
			return int(n), err
		}
	}
	return 0, fmt.Errorf("no %s in %q", field, v.String())
}
