package lessons_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/notebook"
	"github.com/cutetui/cutetui/views/tiles"
)

// Claims the lessons make in prose or in an exercise whose check is a
// literal (the eval language has no function for them), each recomputed
// here by the engine. A claim's text must still be in its lesson, so a
// rewrite that drops or changes it fails until this table follows.

// tileOf is the tile (m,n) that launch id t computes under mp on a
// tm×tn grid of tiles.
func tileOf(t *testing.T, mp raster.Mapping, tm, tn, id int) (int, int) {
	t.Helper()
	order, err := raster.LaunchOrder(mp, tm, tn)
	if err != nil {
		t.Fatal(err)
	}
	for m := range order {
		for n, v := range order[m] {
			if v == id {
				return m, n
			}
		}
	}
	t.Fatalf("%s on %dx%d: no tile has launch id %d", mp.Name(), tm, tn, id)
	return 0, 0
}

// mustContain fails unless the lesson's source holds every text.
func mustContain(t *testing.T, id string, texts ...string) {
	t.Helper()
	src, err := lessons.Source(id)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(string(src)), " ")
	for _, s := range texts {
		if !strings.Contains(flat, strings.Join(strings.Fields(s), " ")) {
			t.Errorf("lesson %s no longer says %q: update TestLessonClaims with it", id, s)
		}
	}
}

// evalOne evaluates a statement and returns its printed value.
func evalOne(t *testing.T, stmts ...string) string {
	t.Helper()
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	var out string
	for _, s := range stmts {
		v, err := env.Exec(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		out = v.Text
	}
	return out
}

// TestThreadblockSwizzleClaims: the 3.x and Triton orders of lesson 9.
func TestThreadblockSwizzleClaims(t *testing.T) {
	const id = "threadblock-swizzle"
	check := func(what string, mp raster.Mapping, tm, tn, pid, wm, wn int) {
		t.Helper()
		if m, n := tileOf(t, mp, tm, tn, pid); m != wm || n != wn {
			t.Errorf("%s: %s on %dx%d: id %d computes (%d,%d), the lesson says (%d,%d)", what, mp.Name(), tm, tn, pid, m, n, wm, wn)
		}
	}
	mustContain(t, id, "so tile `(0,3)` holds 9", "`m = (4 div 6)·2 + 1 = 1`: tile `(1,4)`",
		"`pid_n = 1 // 1 = 1`: tile `(3,1)`", "answer: (3,2)")
	check("AlongM S=2 program 9", raster.SM90(2, true), 4, 6, 9, 0, 3)
	check("AlongN S=2 program 9", raster.SM90(2, false), 4, 6, 9, 1, 4)
	check("Triton G=3 pid 19", raster.Triton(3), 4, 6, 19, 3, 1)
	check("exercise: Triton G=3 pid 20", raster.Triton(3), 4, 6, 20, 3, 2)

	// "at S = 4 the band is 4 rows tall ... and covers the whole grid"
	if s := raster.SM90(4, false).Size(4, 6); s != 4 {
		t.Errorf("AlongN S=4 on 4x6 clamps to %d, the lesson says 4", s)
	}
	// The layouts of the orders are their tile maps.
	for _, c := range []struct {
		layout string
		mp     raster.Mapping
		tm, tn int
	}{
		{"(4,(2,3)):(2,(1,8))", raster.SM90(2, true), 4, 6},
		{"((2,2),6):((1,12),2)", raster.SM90(2, false), 4, 6},
		{"((2,2),6):((1,12),2)", raster.Triton(2), 4, 6},
		{"(4,(2,3)):(2,(1,8))", raster.Identity(2), 4, 6},
		{"(4,(2,2)):(2,(1,8))", raster.SM90(2, true), 4, 4}, // the exercise
		{"(4,(2,2)):(2,(1,8))", raster.Identity(2), 4, 4},
	} {
		mustContain(t, id, c.layout)
		order, err := raster.LaunchOrder(c.mp, c.tm, c.tn)
		if err != nil {
			t.Fatal(err)
		}
		for m := 0; m < c.tm; m++ {
			for n := 0; n < c.tn; n++ {
				got := evalOne(t, "L = "+c.layout, "L("+itoa(m)+","+itoa(n)+")")
				if got != itoa(order[m][n]) {
					t.Errorf("%s at (%d,%d) = %s, %s launches it as %d", c.layout, m, n, got, c.mp.Name(), order[m][n])
				}
			}
		}
	}
	// "N = 3 behaves exactly as N = 2, N = 5 to 7 as 4, above 8 as 8".
	mustContain(t, id, "`N = 3` behaves exactly as `N = 2`, `N = 5` to `7` as 4, and anything above 8 as 8")
	for tn := 1; tn <= 12; tn++ {
		for n, same := range map[int]int{3: 2, 5: 4, 6: 4, 7: 4, 9: 8, 64: 8} {
			if raster.LogTile(n, tn) != raster.LogTile(same, tn) {
				t.Errorf("tiles_n=%d: get_log_tile(N=%d) = %d, N=%d gives %d", tn, n, raster.LogTile(n, tn), same, raster.LogTile(same, tn))
			}
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestCoordinatesThreeWaysAgree: lesson 2 works 191 in
// ((2,2),(4,2),(2,3)) by flat leaves, by top-level modes (the R-D
// coordinate in (4,8,6), then each part in its mode) and right to left
// (crd2idx without a stride); the three agree at every index.
func TestCoordinatesThreeWaysAgree(t *testing.T) {
	mustContain(t, "coordinates", "S = ((2,2),(4,2),(2,3))", "the R-D coordinate is `(3,7,5)`", "answer: (0,1,3)")
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	run := func(s string) string {
		v, err := env.Exec(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return v.Text
	}
	run("S = ((2,2),(4,2),(2,3))")
	for i := 0; i < 192; i++ {
		n := itoa(i)
		natural := run("idx2crd(" + n + ", S)")
		if flat := run("idx2crd(" + n + ", flatten(S))"); flat != run("flatten("+natural+")") {
			t.Errorf("%d: by leaves %s, by modes %s", i, flat, natural)
		}
		rd := run("idx2crd(" + n + ", (4,8,6))")
		if got := run("idx2crd(" + rd + ", S)"); got != natural {
			t.Errorf("%d: R-D %s gives %s, want %s", i, rd, got, natural)
		}
		if back := run("crd2idx(" + natural + ", S)"); back != n {
			t.Errorf("%d: crd2idx(%s, S) = %s", i, natural, back)
		}
	}
	if got := run("idx2crd(191, (4,8,6))"); got != "(3,7,5)" {
		t.Errorf("R-D coordinate of 191 = %s, the lesson says (3,7,5)", got)
	}
}

// TestSwizzleClaims: lesson 10's statements about bank conflicts and
// find_swizzle (its last exercise's check is find_swizzle itself, whose
// one swizzle is a swizzle value).
func TestSwizzleClaims(t *testing.T) {
	const id = "swizzle"
	mustContain(t, id, "32 wavefronts where 4 would do: 28 bank conflicts",
		"instead: only 4 of the 8 chunks are permuted, and every phase is 2-way",
		"How many threads form one phase", "answer: 8", "answer: Sw<3,4,3>",
		"check: find_swizzle(S, A, T)\nanswer: Sw<3,2,3>")
	const s, tv = "(8,64):(64,1)", "((8,4),8):((1,64),8)"
	const atom = "Copy_Atom<UniversalCopy<uint128_t>, half_t>{}"
	for stmt, want := range map[string]string{
		"bank_conflicts(" + s + ", " + atom + ", " + tv + ")":                                             "LDS.128: 4 phases, 32 wavefronts (ideal 4), 28 bank conflicts",
		"bank_conflicts(Sw<3,3,3> o " + s + ", " + atom + ", " + tv + ")":                                 "0 bank conflicts",
		"bank_conflicts(Sw<2,3,3> o " + s + ", " + atom + ", " + tv + ")":                                 "worst phase 2-way",
		"find_swizzle(" + s + ", " + atom + ", " + tv + ")":                                               "Sw<3,3,3>",
		"find_swizzle((8,32):(32,1), Copy_Atom<UniversalCopy<uint128_t>, float>{}, ((8,4),4):((1,32),8))": "Sw<3,2,3>",
	} {
		if got := evalOne(t, stmt); !strings.HasPrefix(got, want) && !strings.Contains(got, want) {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
	// The byte form: Sw<3,4,3>(2x) = 2·Sw<3,3,3>(x) for every offset of
	// a 1024-byte atom.
	for x := 0; x < 512; x++ {
		h := evalOne(t, "Sw<3,3,3>("+itoa(x)+")")
		b := evalOne(t, "Sw<3,4,3>("+itoa(2*x)+")")
		if hv, _ := strconv.Atoi(h); itoa(2*hv) != b {
			t.Fatalf("Sw<3,4,3>(%d) = %s, 2·Sw<3,3,3>(%d) = 2·%s", 2*x, b, x, h)
		}
	}
	// The phase of a 16-byte access is 8 threads: the bank model's
	// phases for LDS.128 over a warp.
	if got := evalOne(t, "bank_conflicts("+s+", "+atom+", "+tv+")"); !strings.Contains(got, "phase 1 (threads 8-15)") {
		t.Errorf("LDS.128 phases: %s", got)
	}
}

// TestMMAClaims: the mma lesson's prose about the SM80 m16n8k16 fragments,
// checked against the PTX rule (a0..a7: rows groupID and groupID+8,
// columns 2·threadID_in_group + 0/1 and + 8) at every element of A and C.
func TestMMAClaims(t *testing.T) {
	mustContain(t, "mma", "sits in **thread 5, value 3**", "C[10,5] is in thread 10, register `c3`",
		"thread 13's register `c2` holds C[11,2]", "has stride **0**")
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	for _, s := range []string{"mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})", "TA = get_layoutA_TV(mma)", "TC = get_layoutC_TV(mma)"} {
		if _, err := env.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	at := func(expr string) string {
		v, err := env.Eval(expr)
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		return v.String()
	}
	for thr := 0; thr < 32; thr++ {
		g, tg := thr/4, thr%4
		for v := 0; v < 8; v++ { // PTX a_v
			row, col := g+8*((v>>1)&1), 2*tg+(v&1)+8*(v>>2)
			if got, want := at(fmt.Sprintf("TA(%d,%d)", thr, v)), itoa(row+16*col); got != want {
				t.Errorf("A: thread %d a%d at %s, PTX says (%d,%d) = %s", thr, v, got, row, col, want)
			}
		}
		for v := 0; v < 4; v++ { // PTX c_v
			row, col := g+8*(v>>1), 2*tg+(v&1)
			if got, want := at(fmt.Sprintf("TC(%d,%d)", thr, v)), itoa(row+16*col); got != want {
				t.Errorf("C: thread %d c%d at %s, PTX says (%d,%d) = %s", thr, v, got, row, col, want)
			}
		}
	}
}

// TestSmemClaims: the smem lesson's table (the byte swizzles Sw<B,4,3> are
// Sw<B,3,3> on 16-bit element offsets), its bank-model statements and
// its literal exercise (find_swizzle's first answer for 32-byte rows).
func TestSmemClaims(t *testing.T) {
	mustContain(t, "smem", "64-byte rows: two\nrows share one 128-byte line, so 4-way", "answer: Sw<1,3,3>")
	for b := 1; b <= 3; b++ {
		for x := 0; x < 1024; x++ {
			h := evalOne(t, fmt.Sprintf("Sw<%d,3,3>(%d)", b, x))
			by := evalOne(t, fmt.Sprintf("Sw<%d,4,3>(%d)", b, 2*x))
			if hv, _ := strconv.Atoi(h); itoa(2*hv) != by {
				t.Fatalf("Sw<%d,4,3>(%d) = %s, 2·Sw<%d,3,3>(%d) = 2·%s", b, 2*x, by, b, x, h)
			}
		}
	}
	const ld, tv = "Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}", "(16,2):(1,128)"
	for stmt, want := range map[string]string{
		"bank_conflicts((16,64):(64,1), " + ld + ", " + tv + ")": "worst phase 8-way",
		"bank_conflicts((16,32):(32,1), " + ld + ", " + tv + ")": "worst phase 4-way",
		"find_swizzle((16,64):(64,1), " + ld + ", " + tv + ")":   "Sw<3,3,3>",
		"find_swizzle((16,32):(32,1), " + ld + ", " + tv + ")":   "Sw<2,3,3> Sw<3,3,3>",
		"find_swizzle((16,16):(16,1), " + ld + ", " + tv + ")":   "Sw<1,3,3>",
	} {
		if got := evalOne(t, stmt); !strings.HasPrefix(got, want) && !strings.Contains(got, want) {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
}

// TestThreadblockWaveViewClaims: what lesson 11 says the wave-by-wave
// view of its 16×16 tile map shows, recomputed as the pane computes it
// (raster.SimulateWaves with K = tiles.WaveK on the first device
// profile, one CTA per SM of a 32-CTA wave) for N = 1, 2, 4 and 8.
func TestThreadblockWaveViewClaims(t *testing.T) {
	mustContain(t, "threadblock-swizzle", "problem: 4096x4096", "tile: 256x256", "wave: 32",
		"The pane simulates the L2 with K = 4096 and 25 MiB,\none partition of the H100's 50 MiB.",
		"36 MiB for N = 1 or 2 (18 panels of 2 MiB), 24 MiB for N = 4 or 8\n(12 panels)",
		"No panel survives whole from one wave to the next",
		"wave's panels and the 4 MiB of C it writes overfill the 25 MiB",
		"back under 2 MiB for N = 1 or 2, up to 6.5 MiB for N = 4 or 8",
		"284 and 285 MiB in all for N = 1 and 2 against 180 and 157 for N = 4 and\n8, for 64 MiB of A and B")
	const mib = 1 << 20
	if tiles.WaveK != 4096 || raster.Profiles[0].Key != "h100" || raster.Profiles[0].L2Bytes != 50*mib {
		t.Fatalf("the pane's L2: K = %d on %s with %d bytes", tiles.WaveK, raster.Profiles[0].Key, raster.Profiles[0].L2Bytes)
	}
	for n, want := range map[int]struct {
		panels, totalMiB int64
		back             float64 // MiB a later wave gets back, at most
	}{
		1: {18, 284, 2}, 2: {18, 285, 2}, 4: {12, 180, 6.5}, 8: {12, 157, 6.5},
	} {
		back := want.back
		spec, err := notebook.ParseTileMap(fmt.Sprintf("problem: 4096x4096\ntile: 256x256\nswizzle: %d\nwave: 32\n", n))
		if err != nil {
			t.Fatal(err)
		}
		d := raster.Profiles[0]
		d.SMs = spec.Wave
		p := raster.Problem{M: spec.M, N: spec.N, K: tiles.WaveK, TileM: spec.TileM, TileN: spec.TileN, ElemBytes: 2}
		tr, err := raster.SimulateWaves(p, spec.Mapping(), d, 1)
		if err != nil {
			t.Fatal(err)
		}
		if ab := int64(p.M+p.N) * int64(p.K) * 2; ab != 64*mib {
			t.Errorf("A and B hold %d bytes, the lesson says 64 MiB", ab)
		}
		if tr.CapacityBytes != 25*mib || tr.PanelA[0] != 2*mib || tr.PanelB[0] != 2*mib {
			t.Errorf("N=%d: L2 of %d bytes, panels of %d and %d", n, tr.CapacityBytes, tr.PanelA[0], tr.PanelB[0])
		}
		if got := (tr.Traffic.DRAMBytes + mib/2) / mib; got != want.totalMiB {
			t.Errorf("N=%d: %d MiB from DRAM in all, the lesson says %d", n, got, want.totalMiB)
		}
		for w, wv := range tr.Waves {
			a, b := tr.PanelsRead(w)
			all := int64(a+b) * 2 * mib
			if int64(a+b) != want.panels {
				t.Errorf("N=%d wave %d: %d+%d panels, the lesson says %d", n, w, a, b, want.panels)
			}
			if w == 0 && wv.MissBytes != all {
				t.Errorf("N=%d wave 0: %d bytes missed, the lesson says all %d of its panels", n, wv.MissBytes, all)
			}
			if float64(wv.MissBytes) > float64(all) || float64(all-wv.MissBytes) > back*mib {
				t.Errorf("N=%d wave %d: %d of %d bytes missed, the lesson says it gets back at most %.1f MiB", n, w, wv.MissBytes, all, back)
			}
			if wa, wb := tr.Whole(w); wa+wb != 0 {
				t.Errorf("N=%d wave %d: %d+%d whole panels survive, the lesson says none", n, w, wa, wb)
			}
		}
	}
}

// TestTMAClaims: the TMA lesson's prose reads make_tma_copy's tensor
// map, coordinates and multicast slices; each number it names is the
// engine's (held to C++ by internal/crosscheck), and SW128 is the
// K-major GMMA atom whose row is 32 floats (the literal exercise).
func TestTMAClaims(t *testing.T) {
	const id = "tma"
	mustContain(t, id, "`globalDim (256,512)`", "`boxDim (64,128)`", "`globalStrides (512)`",
		"starting at `(0,256)`; the first\nelement of k-tile 3 is `(192,256)`", "is `(201,261)`",
		"The box shrinks to `(64,64)`", "CTA 1's slice starts\nat coordinate `(0,320)`", "lands at byte `0x2000`",
		"mask `0b1010` = 10", "sixteen\n64×8 boxes into two\n64×64 ones", "answer: Sw<3,4,3>")
	setup := []string{"A = make_tensor(make_gmem_ptr<half_t>(0), (512,256):(256,1))",
		"sw = GMMA::Layout_K_SW128_Atom<half_t>{}", "sL = tile_to_shape(sw, (128,64,4))",
		"tma = make_tma_copy(SM90_TMA_LOAD{}, A, sL(_,_,0))",
		"mc = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, A, sL(_,_,0), (128,64), 2)",
		"gA = local_tile(get_tma_tensor(tma, make_shape(512,256)), (128,64), (2,_))",
		"gM = local_tile(get_tma_tensor(mc, make_shape(512,256)), (128,64), (2,_))",
		"sA = make_tensor(make_smem_ptr<half_t>(0), sL)"}
	with := func(stmt string) string { return evalOne(t, append(append([]string(nil), setup...), stmt)...) }
	for stmt, want := range map[string]string{
		"tma_encode_args(tma)":               "globalDim:        (256,512)",
		"tma_encode_args(tma) ":              "boxDim:           (64,128)",
		"tma_encode_args(mc)":                "boxDim:           (64,64)",
		"gA(0,0,3)":                          "(192,256)",
		"gA(5,9,3)":                          "(201,261)",
		"gA":                                 "ArithTuple(0,256)",
		"partition_S(get_slice(mc, 1), gM)":  "ArithTuple(0,320)",
		"partition_D(get_slice(mc, 1), sA)":  "(0x2000)",
		"partition_D(get_slice(tma, 0), sA)": "(((64,128),1),1,1,(1,4))",
		"tma_partition(tma, Int<0>{}, Layout<_1>{}, group_modes<0,2>(sA), group_modes<0,2>(gA))": "(ArithTuple(0,256) o (((64,128),1),4):(((1@0,1@1),0),64@0),Sw<3,4,3>_smem_ptr[16b]((nil)) o ((8192,1),(1,4))",
		"create_tma_multicast_mask<2>(Layout<Shape<_1,_2,_2,_1>>{}, (0,1,0,0))":                  "10",
	} {
		if got := with(stmt); !strings.Contains(got, want) {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
	// MN-major stages: Step<_2,_1,_3> gives two 64×64 boxes, the default
	// order sixteen 64×8 ones (lessons 16 and 17).
	for step, box := range map[string]string{", Step<_2,_1,_3>{}": "(64,64)", "": "(64,8)"} {
		got := evalOne(t, "A = make_tensor(make_gmem_ptr<half_t>(0), (512,256):(1,512))",
			"s = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, (128,64,4)"+step+")",
			"tma_encode_args(make_tma_copy(SM90_TMA_LOAD{}, A, s(_,_,0)))")
		if !strings.Contains(got, "boxDim:           "+box) {
			t.Errorf("MN-major stage%s: %s, the lessons say box %s", step, got, box)
		}
	}
	if got := evalOne(t, "GMMA::Layout_K_SW128_Atom<float>{}"); got != "Sw<3,4,3> o smem_ptr[32b](unset) o (8,32):(32,1)" {
		t.Errorf("the SW128 atom of float: %s", got)
	}
}

// TestCapstoneClaims: the capstone quotes kernels/gemm_tma.cu (its
// producer loop and its tile constants); the quote must still be in the
// kernel, the stage bytes it names must be the engine's cosizes, and the
// kernel's tensor map and descriptor must be what make_tma_copy and
// make_gmma_desc build for the same tiles.
func TestCapstoneClaims(t *testing.T) {
	const id = "capstone"
	mustContain(t, id, "8192 + 16384 bf16 = 49152 bytes: the kernel's\n`STAGE_BYTES`",
		"`kt·64 = 448` and\n`m0 = 5·128 = 640`", "`start_addr 0x204`", "down to `L2_PROMOTION_L2_128B`")
	src, err := os.ReadFile("../kernels/gemm_tma.cu")
	if err != nil {
		t.Fatal(err)
	}
	kernel := strings.Join(strings.Fields(string(src)), " ")
	for _, line := range []string{
		"if (kt >= STAGES) mbar_wait(empty + 8 * s, phase ^ 1);",
		"const u32 sa = sbase + s * STAGE_BYTES, bar = full + 8 * s;",
		"mbar_expect_tx(bar, STAGE_BYTES);",
		"tma_load_2d(sa, &tmA, kt * BK, m0, bar);",
		"tma_load_2d(sa + A_BYTES, &tmB, kt * BK, n0, bar);",
		"#define BM 128", "#define BN 256", "#define BK 64", "#define STAGES 4",
		"#define A_BYTES (BM * BK * 2)", "#define B_BYTES (BN * BK * 2)",
		"#define STAGE_BYTES (A_BYTES + B_BYTES)",
		"A as a K×M tensor with a 64×128 box",
		"make_desc(sa + kk * 32)",
	} {
		if !strings.Contains(kernel, line) {
			t.Errorf("kernels/gemm_tma.cu no longer has %q, which the capstone quotes", line)
		}
		if strings.HasPrefix(line, "tma_load") || strings.HasPrefix(line, "mbar") {
			mustContain(t, id, line)
		}
	}
	wgmma, err := os.ReadFile("../kernels/wgmma.cuh")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"d |= (unsigned long long)1 << 16;", "d |= (unsigned long long)(1024 >> 4) << 32;", "d |= (unsigned long long)1 << 62;"} {
		if !strings.Contains(string(wgmma), line) {
			t.Errorf("kernels/wgmma.cuh no longer has %q: the capstone's descriptor comparison", line)
		}
	}
	tmap, err := os.ReadFile("../gpu/tensormap.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(tmap), "tmL2Promote128B  = 2 // CU_TENSOR_MAP_L2_PROMOTION_L2_128B") ||
		!strings.Contains(string(tmap), "return tmL2Promote128B") {
		t.Error("gpu/tensormap.go no longer promotes 128 bytes by default, as the capstone says")
	}
	mustContain(t, id, "L2_PROMOTION_L2_128B")
	got := evalOne(t, "atom = GMMA::Layout_K_SW128_Atom<bfloat16_t>{}",
		"2*(cosize(tile_to_shape(atom, (128,64))) + cosize(tile_to_shape(atom, (256,64))))")
	if got != itoa(2*(128*64+256*64)) || got != "49152" {
		t.Errorf("the stage's bytes: %s", got)
	}
	// The kernel's descriptor of consumer c, K step kk: start (c·8192 +
	// kk·32) >> 4, leading 1, stride 64, mode 1 << 62.
	for c := 0; c < 2; c++ {
		for kk := 0; kk < 4; kk++ {
			d := evalOne(t, "sw = GMMA::Layout_K_SW128_Atom<bfloat16_t>{}",
				"sA = make_tensor(make_smem_ptr<bfloat16_t>(0), tile_to_shape(sw, (128,64)))",
				fmt.Sprintf("make_gmma_desc<GMMA::Major::K>(local_tile(sA, (64,16), (%d,%d)))", c, kk))
			want := uint64(c*8192+kk*32)>>4 | 1<<16 | uint64(1024>>4)<<32 | 1<<62
			if !strings.Contains(d, fmt.Sprintf("GmmaDescriptor: 0x%016x", want)) {
				t.Errorf("consumer %d K step %d: CuTe %q, the kernel's make_desc 0x%016x", c, kk, d, want)
			}
		}
	}
	// The literal exercise: consumer 0, K step 3 of stage 2 at sbase 0.
	mustContain(t, id, "answer: 6150")
	if d := evalOne(t, "sw = GMMA::Layout_K_SW128_Atom<bfloat16_t>{}",
		"sA = make_tensor(make_smem_ptr<bfloat16_t>(2*49152), tile_to_shape(sw, (128,64)))",
		"make_gmma_desc<GMMA::Major::K>(local_tile(sA, (64,16), (0,3)))"); !strings.Contains(d, "start_addr :  0x1806") || 0x1806 != 6150 {
		t.Errorf("stage 2, K step 3: %q, the exercise says start_addr 6150 = 0x1806", d)
	}
	for _, arg := range []string{"globalDim:        (4096,8192)", "boxDim:           (64,128)", "CU_TENSOR_MAP_SWIZZLE_128B", "L2_PROMOTION_L2_128B"} {
		got := evalOne(t, "A = make_tensor(make_gmem_ptr<bfloat16_t>(0), (8192,4096):(4096,1))",
			"tma_encode_args(make_tma_copy(SM90_TMA_LOAD{}, A, tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>{}, (128,64))))")
		if !strings.Contains(got, arg) {
			t.Errorf("the kernel's tensor map of A: CuTe encodes %q, the capstone says %q", got, arg)
		}
	}
}

// TestFragmentClaims: the fragments lesson's descriptor fragment and
// descriptor fields, and the literal exercise answers it checks with
// arithmetic (start addresses and stride offsets), are make_gmma_desc's.
func TestFragmentClaims(t *testing.T) {
	const id = "fragments"
	mustContain(t, id, "`GMMA::DescriptorIterator o (1,1,4,(1,4)):(0,0,2,(0,1024))`", "= `0x604` units",
		"answer: 2562", "answer: 32", "`leading_off 32`", "`start_addr 0x80`")
	ring := []string{"atom = SM90_64x128x16_F32F16F16_SS<Major::K,Major::K>{}",
		"mma = make_tiled_mma(atom, Layout<Shape<_2,_1,_1>>{})", "sw = GMMA::Layout_K_SW128_Atom<half_t>{}",
		"sA = make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(sw, (128,64,4)))"}
	with := func(stmt string) string { return evalOne(t, append(append([]string(nil), ring...), stmt)...) }
	for stmt, want := range map[string]string{
		"partition_fragment_A(get_slice(mma, 0), sA)":                           "GMMA::DescriptorIterator o (1,1,4,(1,4)):(0,0,2,(0,1024))",
		"make_gmma_desc<GMMA::Major::K>(local_tile(sA(_,_,1), (64,16), (1,2)))": "start_addr :  0x0604",
		"make_gmma_desc<GMMA::Major::K>(local_tile(sA(_,_,2), (64,16), (1,1)))": "start_addr :  0x0a02", // answer: 2562
		"partition_A(get_slice(mma, 200), sA)":                                  "(0x2000) o ((64,16),1,4,(1,4))",
		"make_gmma_desc<GMMA::Major::K>(local_tile(make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, (64,32))), (64,16), (0,0)))":   "stride_off :  0x0020 (32)",
		"make_gmma_desc<GMMA::Major::MN>(local_tile(make_tensor(make_smem_ptr<half_t>(0), tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{}, (64,64))), (64,16), (0,1)))": "leading_off:  0x0020 (32)",
	} {
		if got := with(stmt); !strings.Contains(got, want) {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
	mustContain(t, id, "`tCrB = (1,2,4,(1,4))`: `MMA_N = 2`", "the accumulators `((2,2,16),1,2)`")
	for stmt, want := range map[string]string{
		"partition_fragment_B(get_slice(mma, 0), make_tensor(make_smem_ptr<half_t>(65536), tile_to_shape(sw, (256,64,4))))": "(1,2,4,(1,4)):(0,1024,2,(0,2048))",
		"partition_fragment_C(get_slice(mma, 0), make_shape(128,256))":                                                      "((2,2,16),1,2)",
	} {
		if got := with(stmt); !strings.Contains(got, want) {
			t.Errorf("%s = %q, the lesson says %q", stmt, got, want)
		}
	}
	if 0x0a02 != 2562 || (2*8192+64*64+16)*2/16 != 2562 {
		t.Error("the start address exercise's arithmetic")
	}
}

// TestUMMAClaims: lesson 22's UMMA atom, TMEM accumulator and TMEM
// load, as the engine prints them.
func TestUMMAClaims(t *testing.T) {
	const id = "umma"
	mustContain(t, id, "ThrID is `1:0`", "`(1,(128,256)):(0,(1,128))`", "`((128,256),1,1):((65536,1),0,0)`",
		"`0x0020.0000` (lane 32, column 0)", "8 columns a load, 32 loads", "takes 256 of the 512 columns")
	atom := "a = SM100_MMA_S8_SS<int8_t,int8_t,int32_t,128,256,Major::K,Major::K>{}"
	if got := evalOne(t, atom, "a"); !strings.Contains(got, "ThrID:      1:0") || !strings.Contains(got, "LayoutC_TV: (1,(128,256)):(0,(1,128))") {
		t.Errorf("%s = %q, the lesson says ThrID 1:0 and C's TV (1,(128,256)):(0,(1,128))", atom, got)
	}
	setup := []string{atom, "C = partition_fragment_C(make_tiled_mma(a), Shape<_128,_256>{})"}
	if got := evalOne(t, append(setup, "C")...); !strings.Contains(got, "tmem_[32b](0x0000.0000) o ((128,256),1,1):((65536,1),0,0)") {
		t.Errorf("C = %q, the lesson says lane stride 65536, 256 columns", got)
	}
	load := append(setup, "T = make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, int32_t>{}, C(_,0,0))",
		"T.get_slice(37).partition_S(C(_,0,0))")
	if got := evalOne(t, load...); !strings.Contains(got, "tmem_[32b](0x0020.0000) o (((8,32),1),(32)):(((1,65536),0),(8))") {
		t.Errorf("thread 37's TMEM source = %q, the lesson says lane 32, 8 columns a load, 32 loads", got)
	}
	m64 := "partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,64,128,UMMA::Major::K,UMMA::Major::K>{}),Shape<_128,_256>{})"
	if got := evalOne(t, m64); !strings.Contains(got, "(((16,4),128),2,2):(((65536,2097152),1),1048576,128)") {
		t.Errorf("%s = %q, the second exercise quotes (((16,4),128),2,2):(((65536,2097152),1),1048576,128)", m64, got)
	}
	mustContain(t, id, "C = (((16,4),128),2,2):(((65536,2097152),1),1048576,128)", "S = (((8,32),1),(32)):(((1,65536),0),(8))")
	if 8*32 != 256 || 2*256 > 512 {
		t.Error("the column arithmetic of the lesson")
	}
}
