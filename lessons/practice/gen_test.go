package practice

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/gpu/model/raster"
	"github.com/cutetui/cutetui/lessons"
	"github.com/cutetui/cutetui/lessons/grade"
)

// seedsPerLevel is how many exercises the property tests draw for each
// topic and level (-short draws fewer).
func seedsPerLevel(t *testing.T) uint64 {
	if testing.Short() {
		return 40
	}
	return 500
}

// TestGeneratedExercisesAreAdmissible draws many exercises of every topic
// at every level and checks that each is what the package promises: the
// statement, evaluated by eval after the setup, is exactly the stated
// answer; the answer, typed back, is judged correct; the laws of the
// operation hold for it; and the same seed draws the same exercise.
func TestGeneratedExercisesAreAdmissible(t *testing.T) {
	n := seedsPerLevel(t)
	for _, tp := range Topics() {
		t.Run(tp.ID, func(t *testing.T) {
			for level := 1; level <= MaxLevel; level++ {
				most, total := 0, 0
				for seed := uint64(0); seed < n; seed++ {
					ex, err := Generate(tp.ID, level, Mix(seed, uint64(level)))
					if err != nil {
						t.Fatalf("level %d seed %d: %v", level, seed, err)
					}
					checkExercise(t, ex)
					if t.Failed() {
						return
					}
					most, total = max(most, ex.draws), total+ex.draws
				}
				// The bound on draws must be far from reached.
				if most > maxDraws/5 {
					t.Errorf("level %d: an exercise took %d draws (bound %d)", level, most, maxDraws)
				}
				t.Logf("level %d: %.1f draws on average, at most %d", level, float64(total)/float64(n), most)
			}
		})
	}
}

func checkExercise(t *testing.T, ex *Exercise) {
	t.Helper()
	where := fmt.Sprintf("%s level %d seed %d: %s %s", ex.Topic, ex.Level, ex.Seed, ex.Setup, ex.Statement)
	again, err := Generate(ex.Topic, ex.Level, ex.Seed)
	if err != nil || !reflect.DeepEqual(again, ex) {
		t.Errorf("%s: the same seed drew something else: %v %+v", where, err, again)
	}
	if len(ex.Hints) == 0 {
		t.Errorf("%s: no hints", where)
	}
	if ex.Answer != ex.Want().String() {
		t.Errorf("%s: Answer %q but Want %q", where, ex.Answer, ex.Want())
	}
	if ex.design != nil {
		checkDesign(t, where, ex)
	} else if ex.Expr != "" {
		env := eval.NewEnv(eval.WithLibrary(model.Library()))
		for _, s := range ex.Setup {
			if _, err := env.Exec(s); err != nil {
				t.Fatalf("%s: setup %q: %v", where, s, err)
			}
		}
		evalIn := (*eval.Env).Eval
		if eval.LooksDSL(ex.Expr) { // the dsl topic's statements
			evalIn = (*eval.Env).EvalDSL
		}
		got, err := evalIn(env, ex.Expr)
		if err != nil {
			t.Fatalf("%s: eval refuses the statement: %v", where, err)
		}
		if !value.Equal(got, ex.Want()) || got.String() != ex.Answer {
			t.Errorf("%s: eval says %s, the exercise says %s", where, got, ex.Answer)
		}
		checkLaws(t, where, env, ex)
	} else {
		checkLaunch(t, where, ex)
	}
	if v := ex.Check(ex.Answer); v.Outcome != grade.Correct {
		t.Errorf("%s: the stated answer %q is judged %v: %s", where, ex.Answer, v.Outcome, v.Message)
	}
}

// args evaluates the arguments of the call in ex.Expr.
func args(t *testing.T, where string, env *eval.Env, expr string) (string, []value.Value) {
	t.Helper()
	parse := eval.ParseExpr
	if eval.LooksDSL(expr) { // the dsl topic: the C++ call it means
		parse = eval.ParseDSLExpr
	}
	n, err := parse(expr)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	c, ok := n.(*eval.Call)
	if !ok {
		t.Fatalf("%s: not a call", where)
	}
	var vs []value.Value
	for _, a := range c.Args {
		v, err := env.Eval(a.String())
		if err != nil {
			t.Fatalf("%s: argument %s: %v", where, a, err)
		}
		vs = append(vs, v)
	}
	return c.Fun.String(), vs
}

func layoutOf(t *testing.T, where string, v value.Value) engine.Layout {
	t.Helper()
	l, ok := v.Layout()
	if !ok {
		t.Fatalf("%s: %s is not a layout", where, v)
	}
	return l
}

func at(t *testing.T, l engine.Layout, i int) int {
	t.Helper()
	v, err := l.Eval(engine.Int(i))
	if err != nil {
		t.Fatalf("%s(%d): %v", l, i, err)
	}
	return v
}

func injectiveLayout(t *testing.T, l engine.Layout) bool {
	seen := map[int]bool{}
	for i := 0; i < l.Size(); i++ {
		v := at(t, l, i)
		if seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}

// checkLaws checks what makes each question meaningful, beyond the
// engine computing it.
func checkLaws(t *testing.T, where string, env *eval.Env, ex *Exercise) {
	fun, vs := args(t, where, env, ex.Expr)
	switch fun {
	case "coalesce":
		a, r := layoutOf(t, where, vs[0]), layoutOf(t, where, ex.Want())
		if same, err := value.SameFunction(a, r); err != nil || !same {
			t.Errorf("%s: coalesce changed the function", where)
		}
	case "complement":
		a, r := layoutOf(t, where, vs[0]), layoutOf(t, where, ex.Want())
		if !injectiveLayout(t, a) {
			t.Errorf("%s: complement of a non-injective layout", where)
		}
		img := map[int]bool{}
		for i := 0; i < a.Size(); i++ {
			img[at(t, a, i)] = true
		}
		for j := 1; j < r.Size(); j++ {
			if img[at(t, r, j)] {
				t.Errorf("%s: complement reaches %d, which A reaches too", where, at(t, r, j))
				return
			}
		}
	case "composition":
		a, r := layoutOf(t, where, vs[0]), layoutOf(t, where, ex.Want())
		if b, ok := vs[1].Layout(); ok {
			if r.Size() != b.Size() {
				t.Errorf("%s: size(A o B) = %d, size(B) = %d", where, r.Size(), b.Size())
			}
			for i := 0; i < b.Size(); i++ {
				if at(t, r, i) != at(t, a, at(t, b, i)) {
					t.Errorf("%s: (A o B)(%d) != A(B(%d))", where, i, i)
					return
				}
			}
		}
	case "right_inverse":
		l, r := layoutOf(t, where, vs[0]), layoutOf(t, where, ex.Want())
		if r.Size() < 2 {
			t.Errorf("%s: trivial right inverse", where)
		}
		for i := 0; i < r.Size(); i++ {
			if at(t, l, at(t, r, i)) != i {
				t.Errorf("%s: L(R(%d)) != %d", where, i, i)
				return
			}
		}
	case "left_inverse":
		l, r := layoutOf(t, where, vs[0]), layoutOf(t, where, ex.Want())
		if !injectiveLayout(t, l) {
			t.Errorf("%s: left inverse of a non-injective layout", where)
		}
		for i := 0; i < l.Size(); i++ {
			if at(t, r, at(t, l, i)) != i {
				t.Errorf("%s: R(L(%d)) != %d", where, i, i)
				return
			}
		}
	case "logical_divide", "zipped_divide", "tiled_divide", "flat_divide":
		a, r := layoutOf(t, where, vs[0]), layoutOf(t, where, ex.Want())
		if r.Size() != a.Size() {
			t.Errorf("%s: the divide has size %d, A %d", where, r.Size(), a.Size())
		}
		// With a layout tile B, every divide computes the function
		// A o (B, complement(B, size(A))): C++'s cotarget shape(coalesce(A))
		// differs from size(A) only for a tile that cuts a mode unevenly,
		// which the generator never draws.
		if b, ok := vs[1].Layout(); ok {
			c, err := engine.Complement(b, engine.Int(a.Size()))
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			tl, err := engine.Concat(b, c)
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			for i := 0; i < a.Size(); i++ {
				if at(t, r, i) != at(t, a, at(t, tl, i)) {
					t.Errorf("%s: divide(%d) != A(T(%d)) with T = %s", where, i, i, tl)
					return
				}
			}
		}
	case "logical_product", "zipped_product", "tiled_product", "blocked_product", "raked_product":
		a, b := layoutOf(t, where, vs[0]), layoutOf(t, where, vs[1])
		r := layoutOf(t, where, ex.Want())
		if r.Size() != a.Size()*b.Size() {
			t.Errorf("%s: the product has size %d, want %d×%d", where, r.Size(), a.Size(), b.Size())
		}
	}
}

// checkLaunch recomputes a tile-map exercise's answer with gpu/model/raster
// for its mapping (the CTA of a tile found by searching every CTA), checks
// that the statement names the mapping and the grid, that the question kind
// belongs to the level, and, for an equivalence question, that the two
// mappings really give every tile the same linear launch id.
func checkLaunch(t *testing.T, where string, ex *Exercise) {
	l := ex.tb
	if l == nil {
		t.Fatalf("%s: no eval statement and no launch", where)
	}
	// search returns the one CTA of mp that computes tile (m, n), written
	// as the answer writes it.
	search := func(mp raster.Mapping, m, n int) engine.IntTuple {
		gx, gy, gz := mp.Grid(l.tm, l.tn)
		var found []engine.IntTuple
		for bz := 0; bz < gz; bz++ {
			for by := 0; by < gy; by++ {
				for bx := 0; bx < gx; bx++ {
					if tm, tn, ok := mp.Tile(bx, by, bz, l.tm, l.tn); ok && tm == m && tn == n {
						if gy == 1 && gz == 1 && !isIdentity(mp) {
							found = append(found, engine.Int(bx))
						} else {
							found = append(found, engine.Ints(bx, by))
						}
					}
				}
			}
		}
		if len(found) != 1 {
			t.Fatalf("%s: %d CTAs of %s compute tile (%d,%d)", where, len(found), mp.Name(), m, n)
		}
		return found[0]
	}
	var want engine.IntTuple
	switch l.ask {
	case askGrid:
		x, y, z := l.mp.Grid(l.tm, l.tn)
		want = engine.Ints(x, y, z)
	case askTile:
		m, n, ok := l.mp.Tile(l.a, l.b, 0, l.tm, l.tn)
		if !ok {
			t.Fatalf("%s: CTA (%d,%d) has no tile", where, l.a, l.b)
		}
		want = engine.Ints(m, n)
	case askCTA:
		want = search(l.mp, l.a, l.b)
	case askSame:
		m, n, ok := l.from.Tile(l.a, l.b, 0, l.tm, l.tn)
		if !ok {
			t.Fatalf("%s: CTA (%d,%d) of %s has no tile", where, l.a, l.b, l.from.Name())
		}
		want = search(l.mp, m, n)
		o1, err1 := raster.LaunchOrder(l.from, l.tm, l.tn)
		o2, err2 := raster.LaunchOrder(l.mp, l.tm, l.tn)
		if err1 != nil || err2 != nil || !reflect.DeepEqual(o1, o2) {
			t.Errorf("%s: %s and %s are not the same launch order here (%v %v)", where, l.from.Name(), l.mp.Name(), err1, err2)
		}
	default:
		t.Fatalf("%s: unknown question kind %d", where, l.ask)
	}
	if want.String() != ex.Answer {
		t.Errorf("%s: raster says %s, the exercise %s", where, want, ex.Answer)
	}
	for _, mp := range []raster.Mapping{l.mp, l.from} {
		if mp == nil {
			continue
		}
		var name string
		switch mp := mp.(type) {
		case raster.IdentitySwizzle:
			name = fmt.Sprintf("GemmIdentityThreadblockSwizzle<%d>", mp.N)
		case raster.SM90Raster:
			name = fmt.Sprintf("AlongN with max_swizzle_size = %d", mp.S)
			if mp.AlongM {
				name = fmt.Sprintf("AlongM with max_swizzle_size = %d", mp.S)
			}
		case raster.TritonGrouped:
			name = fmt.Sprintf("GROUP_SIZE_M = %d", mp.G)
		default:
			t.Fatalf("%s: unexpected mapping %s", where, mp.Name())
		}
		if !strings.Contains(ex.Statement, name) {
			t.Errorf("%s: the statement does not name %q", where, name)
		}
	}
	if !strings.Contains(ex.Statement, fmt.Sprintf("%d×%d tile grid", l.tm, l.tn)) {
		t.Errorf("%s: the statement does not give the %d×%d tile grid", where, l.tm, l.tn)
	}
	// The kinds each level asks (see genThreadblock).
	_, identity := l.mp.(raster.IdentitySwizzle)
	_, triton := l.mp.(raster.TritonGrouped)
	switch {
	case ex.Level <= 2 && (!identity || l.ask == askCTA || l.ask == askSame):
		t.Errorf("%s: level %d asks only about 2.x grids and tiles", where, ex.Level)
	case ex.Level == 1 && l.ask != askGrid:
		t.Errorf("%s: level 1 asks only for the grid", where)
	case ex.Level <= 3 && l.ask == askCTA:
		t.Errorf("%s: level %d asks for a CTA", where, ex.Level)
	case ex.Level < 5 && l.ask == askSame:
		t.Errorf("%s: level %d asks an equivalence", where, ex.Level)
	case triton && l.ask == askGrid:
		t.Errorf("%s: Triton's grid is asked", where)
	}
}

func isIdentity(mp raster.Mapping) bool { _, ok := mp.(raster.IdentitySwizzle); return ok }

// TestThreadblockKinds checks that every question kind of the tile-map
// topic is drawn at the levels that ask it: over 400 seeds a level, each
// (mapping, question) pair of the plan appears.
func TestThreadblockKinds(t *testing.T) {
	plan := map[int][]string{
		1: {"N grid"},
		2: {"N grid", "N tile"},
		3: {"N grid", "N tile", "AlongM grid", "AlongN grid", "AlongM tile", "AlongN tile", "Triton tile"},
		4: {"N grid", "N tile", "N cta", "AlongM grid", "AlongN tile", "AlongM cta", "AlongN cta", "Triton tile", "Triton cta"},
		5: {"N cta", "AlongM cta", "Triton cta", "N same from AlongM", "AlongM same from N", "Triton same from AlongN", "AlongN same from Triton"},
	}
	kind := func(mp raster.Mapping) string {
		switch mp := mp.(type) {
		case raster.IdentitySwizzle:
			return "N"
		case raster.SM90Raster:
			return along(mp)
		case raster.TritonGrouped:
			return "Triton"
		}
		return mp.Name()
	}
	for level := 1; level <= MaxLevel; level++ {
		seen := map[string]int{}
		for s := uint64(0); s < 400; s++ {
			ex, err := Generate("threadblock-swizzle", level, Mix(s, 77))
			if err != nil {
				t.Fatal(err)
			}
			k := kind(ex.tb.mp) + " " + []string{"grid", "tile", "cta", "same"}[ex.tb.ask]
			if ex.tb.ask == askSame {
				k += " from " + kind(ex.tb.from)
			}
			seen[k]++
		}
		for _, k := range plan[level] {
			if seen[k] == 0 {
				t.Errorf("level %d: no %q question in 400 seeds (saw %v)", level, k, seen)
			}
		}
		t.Logf("level %d: %v", level, seen)
	}
}

// TestLevelsRise checks that the difficulty grows: for the layout-algebra
// topics, level-5 exercises have on average longer statements (more
// modes, deeper nesting) and more derivation steps than level-1 ones.
func TestLevelsRise(t *testing.T) {
	const n = 60
	for _, tp := range Topics() {
		if tp.ID == "threadblock-swizzle" {
			continue
		}
		mean := func(level int) (stmt, hints float64) {
			for s := uint64(0); s < n; s++ {
				ex, err := Generate(tp.ID, level, Mix(s, 99))
				if err != nil {
					t.Fatal(err)
				}
				asked := ex.Expr // what is computed, shown or not
				if asked == "" {
					asked = ex.Statement
				}
				stmt += float64(len(asked) + len(strings.Join(ex.Setup, "")))
				hints += float64(len(ex.Hints))
			}
			return stmt / n, hints / n
		}
		s1, h1 := mean(1)
		s5, h5 := mean(MaxLevel)
		if s5 <= s1 || h5 <= h1 {
			t.Errorf("%s: level 1 averages %.1f chars and %.1f steps, level %d %.1f and %.1f", tp.ID, s1, h1, MaxLevel, s5, h5)
		}
	}
}

func TestGenerateRefuses(t *testing.T) {
	if _, err := Generate("nonsense", 1, 0); err == nil || !strings.Contains(err.Error(), "no topic") {
		t.Errorf("unknown topic: %v", err)
	}
	for _, lv := range []int{0, MaxLevel + 1, -3} {
		if _, err := Generate("coalesce", lv, 0); err == nil || !strings.Contains(err.Error(), "out of range") {
			t.Errorf("level %d: %v", lv, err)
		}
	}
}

// TestTopicsMatchLessons checks that every lesson of the catalog has a
// practice topic with its ID, in course order.
func TestTopicsMatchLessons(t *testing.T) {
	cat := lessons.Catalog()
	ts := Topics()
	if len(cat) != len(ts) {
		t.Fatalf("%d lessons, %d topics", len(cat), len(ts))
	}
	for i := range cat {
		if cat[i].ID != ts[i].ID {
			t.Errorf("lesson %d is %q, topic %q", i+1, cat[i].ID, ts[i].ID)
		}
	}
}

// checkDesign: a design exercise's stated answer does what is asked, and
// so do other right answers written differently (a tiler, a layout), but
// the tile turned round does not.
func checkDesign(t *testing.T, where string, ex *Exercise) {
	t.Helper()
	d := ex.design
	if d.tma != nil {
		if v := ex.Check(ex.Answer); v.Outcome != grade.Correct {
			t.Errorf("%s: design answer %s judged %v: %s", where, ex.Answer, v.Outcome, v.Message)
		}
		wrongs := 0
		for b := range gmmaKAtoms {
			sw := fmt.Sprintf("Sw<%d,4,3>", b)
			if v := ex.Check(sw); v.Right() {
				if sw != ex.Answer {
					t.Errorf("%s: %s judged right too (%s)", where, sw, v.Message)
				}
			} else if v.Outcome != grade.Wrong || v.Message == "" {
				t.Errorf("%s: design answer %s judged %v: %s", where, sw, v.Outcome, v.Message)
			} else {
				wrongs++
			}
		}
		if wrongs != len(gmmaKAtoms)-1 {
			t.Errorf("%s: %d atoms judged wrong, want %d", where, wrongs, len(gmmaKAtoms)-1)
		}
		if v := ex.Check("Sw<3,3,3>"); v.Outcome != grade.Wrong {
			t.Errorf("%s: Sw<3,3,3> judged %v: %s", where, v.Outcome, v.Message)
		}
		if v := ex.Check("(8,64):(64,1)"); v.Outcome != grade.Wrong {
			t.Errorf("%s: a layout judged %v: %s", where, v.Outcome, v.Message)
		}
		return
	}
	if d.cp != nil {
		if v := ex.Check(ex.Answer); v.Outcome != grade.Correct {
			t.Errorf("%s: design answer %s judged %v: %s", where, ex.Answer, v.Outcome, v.Message)
		}
		for _, wrong := range []string{"(8,1):(1,0)", "(1,4):(0,1)", "(2,4):(1,2)", "3"} {
			if v := ex.Check(wrong); v.Outcome != grade.Wrong || v.Message == "" {
				t.Errorf("%s: design answer %s judged %v: %s", where, wrong, v.Outcome, v.Message)
			}
		}
		return
	}
	if d.sw != nil {
		if v := ex.Check(ex.Answer); v.Outcome != grade.Correct {
			t.Errorf("%s: design answer %s judged %v: %s", where, ex.Answer, v.Outcome, v.Message)
		}
		w := ex.Want().(value.SwizzleValue).S
		for _, wrong := range []string{fmt.Sprintf("Sw<1,%d,%d>", w.M(), w.S()), "Sw<3,0,3>", "Sw<3,8,3>"} {
			if v := ex.Check(wrong); v.Outcome != grade.Wrong || v.Message == "" {
				t.Errorf("%s: design answer %s judged %v: %s", where, wrong, v.Outcome, v.Message)
			}
		}
		return
	}
	for _, right := range []string{
		ex.Answer,
		fmt.Sprintf("<%d:1,%d:1>", d.tm, d.tn),
		fmt.Sprintf("<%d,%d>", d.tm, d.tn),
	} {
		if v := ex.Check(right); v.Outcome != grade.Correct {
			t.Errorf("%s: design answer %s judged %v: %s", where, right, v.Outcome, v.Message)
		}
	}
	for _, wrong := range []string{
		fmt.Sprintf("(%d,%d)", d.tn, d.tm),
		fmt.Sprintf("<%d:2,%d:1>", d.tm, d.tn),
		fmt.Sprintf("(%d,%d):(1,%d)", d.tm, d.tn, d.tm), // a layout composes as a whole, not by mode
	} {
		if v := ex.Check(wrong); v.Outcome != grade.Wrong || v.Message == "" {
			t.Errorf("%s: design answer %s judged %v: %s", where, wrong, v.Outcome, v.Message)
		}
	}
}

// TestMMAOwnersHoldTheirElement: an mma exercise's (thread, value)
// answer, put back into the operand's TV layout, is the element asked
// about; at level 5 the thread is in the warp the hint names.
func TestMMAOwnersHoldTheirElement(t *testing.T) {
	for level := 1; level <= MaxLevel; level++ {
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("mma", level, Mix(seed, 31))
			if err != nil {
				t.Fatal(err)
			}
			var r, rows, c, nt, nv int
			if _, err := fmt.Sscanf(ex.Expr, "idx2crd(right_inverse(TV)(%d+%d*%d), (%d,%d))", &r, &rows, &c, &nt, &nv); err != nil {
				var th, v int
				if _, err := fmt.Sscanf(ex.Expr, "idx2crd(TV(%d,%d), (32,32))", &th, &v); err == nil && level == 5 {
					// The permuted TiledMMA: the PTX rule with the N-warp 16
					// columns over and the second atom 8.
					if m, n := permutedC(th, v); ex.Answer != fmt.Sprintf("(%d,%d)", m, n) {
						t.Errorf("%s: %s, the rule gives (%d,%d)", ex.Expr, ex.Answer, m, n)
					}
				}
				continue // the forward questions of levels 4 and 5
			}
			env := eval.NewEnv(eval.WithLibrary(model.Library()))
			for _, s := range ex.Setup {
				if _, err := env.Exec(s); err != nil {
					t.Fatal(err)
				}
			}
			got, err := env.Eval("TV" + ex.Answer)
			if err != nil || got.String() != fmt.Sprint(r+rows*c) {
				t.Fatalf("%s: TV%s = %v (%v), want %d", ex.Expr, ex.Answer, got, err, r+rows*c)
			}
			if level == 5 {
				var thr, val int
				fmt.Sscanf(ex.Answer, "(%d,%d)", &thr, &val)
				wm, wn := r/(rows/2), c/8
				if thr/32 != wm+2*wn {
					t.Errorf("%s: thread %d is in warp %d, the hint says %d", ex.Expr, thr, thr/32, wm+2*wn)
				}
			}
		}
	}
}

// TestLDSMAnswersFollowTheRule: the copy topic's ldmatrix questions
// (level 5) are answered by the rule of the hints.
func TestLDSMAnswersFollowTheRule(t *testing.T) {
	asked := 0
	for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
		ex, err := Generate("copy", 5, Mix(seed, 43))
		if err != nil {
			t.Fatal(err)
		}
		var th int
		if _, err := fmt.Sscanf(ex.Expr, "idx2crd(get_layoutS_TV(s2r)(%d,0), (32,16))", &th); err != nil {
			continue
		}
		asked++
		if r, c := ldsmRow(th); ex.Answer != fmt.Sprintf("(%d,%d)", r, c) {
			t.Errorf("%s: %s, the rule gives (%d,%d)", ex.Expr, ex.Answer, r, c)
		}
	}
	if asked == 0 {
		t.Error("level 5 never asks an ldmatrix question")
	}
}

// TestCopyHintsMatchAnswers: the copy topic's rule "thread t moves row
// t / tc, columns 8·(t mod tc) … +7" gives every answer of levels 2
// and 3.
func TestCopyHintsMatchAnswers(t *testing.T) {
	for _, level := range []int{2, 3} {
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("copy", level, Mix(seed, 41))
			if err != nil {
				t.Fatal(err)
			}
			var tr, tc int
			fmt.Sscanf(ex.Setup[1], "thr = Layout<Shape<_%d,_%d>", &tr, &tc)
			var want string
			if level == 2 {
				var r, m, c, nt int
				fmt.Sscanf(ex.Expr, "idx2crd(right_inverse(TV)(%d+%d*%d), (%d,8))", &r, &m, &c, &nt)
				want = fmt.Sprintf("(%d,%d)", tc*r+c/8, c%8)
			} else {
				var th, v int
				fmt.Sscanf(ex.Expr, "idx2crd(TV(%d,%d)", &th, &v)
				want = fmt.Sprintf("(%d,%d)", th/tc, 8*(th%tc)+v)
			}
			if ex.Answer != want {
				t.Errorf("%s with %s: answer %s, the hint's rule gives %s", ex.Expr, ex.Setup[1], ex.Answer, want)
			}
		}
	}
}

// TestTVAnswersAreInverse: a thread-value exercise's answer goes back
// through the other map: the owner (t,v) of (m,n) satisfies
// TV(t + T·v) = m + M·n, and the element of (t,v) satisfies
// mn(element) = t + T·v.
func TestTVAnswersAreInverse(t *testing.T) {
	for level := 1; level <= MaxLevel; level++ {
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("thread-value", level, Mix(seed, 53))
			if err != nil {
				t.Fatal(err)
			}
			env := eval.NewEnv(eval.WithLibrary(model.Library()))
			for _, s := range ex.Setup {
				if _, err := env.Exec(s); err != nil {
					t.Fatal(err)
				}
			}
			var a, b, x, y, nt int
			fmt.Sscanf(ex.Answer, "(%d,%d)", &a, &b)
			if _, err := fmt.Sscanf(ex.Expr, "idx2crd(mn(%d,%d), (%d,", &x, &y, &nt); err == nil {
				m := int(mustInt(t, env, "size<0>(mn)"))
				got := mustInt(t, env, fmt.Sprintf("TV(%d)", a+nt*b))
				if got != x+m*y {
					t.Errorf("%s: TV(%d) = %d, want %d", ex.Expr, a+nt*b, got, x+m*y)
				}
				continue
			}
			var th, tt, w int
			fmt.Sscanf(ex.Expr, "idx2crd(TV(%d+%d*%d)", &th, &tt, &w)
			if got := mustInt(t, env, fmt.Sprintf("mn(%d,%d)", a, b)); got != th+tt*w {
				t.Errorf("%s: mn%s = %d, want %d", ex.Expr, ex.Answer, got, th+tt*w)
			}
		}
	}
}

func mustInt(t *testing.T, env *eval.Env, expr string) int {
	t.Helper()
	v, err := env.Eval(expr)
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	var n int
	fmt.Sscan(v.String(), &n)
	return n
}

// TestCapstoneSwizzleHints: the capstone topic's rule for the SW128
// stages — row r, column c lands at 64r + 8·((c/8) XOR (r mod 8)) +
// c mod 8 — gives every answer of levels 2 to 4, and the kernel's
// make_desc arithmetic every descriptor start address of level 4.
func TestCapstoneSwizzleHints(t *testing.T) {
	for level := 2; level <= 4; level++ {
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("capstone", level, Mix(seed, 61))
			if err != nil {
				t.Fatal(err)
			}
			var r, c int
			if _, err := fmt.Sscanf(ex.Expr, "s(%d,%d)", &r, &c); err != nil {
				var st, stage, cw, rows, kk int
				if _, err := fmt.Sscanf(ex.Expr, "ceil_div(%d*%d + %d*%d + %d*32, 16)", &st, &stage, &cw, &rows, &kk); level != 4 || err != nil {
					t.Fatalf("%s: %v", ex.Expr, err)
				}
				// The descriptor's start address (level 4): the kernel's
				// make_desc arithmetic.
				if want := fmt.Sprint((st*49152 + cw*8192 + kk*32) / 16); ex.Answer != want || stage != 49152 || rows != 8192 {
					t.Errorf("%s: answer %s, make_desc gives %s", ex.Expr, ex.Answer, want)
				}
				continue
			}
			if want := fmt.Sprint(64*r + 8*((c/8)^(r%8)) + c%8); ex.Answer != want {
				t.Errorf("%s: answer %s, the rule gives %s", ex.Expr, ex.Answer, want)
			}
		}
	}
}

// TestPartitionAnswersAreAOffsets: the tensors topic's local_partition
// questions (level 4) asking where a thread's first element of a CTA tile
// is are answered by the column-major offset of A that the hints name.
func TestPartitionAnswersAreAOffsets(t *testing.T) {
	asked := 0
	for _, level := range []int{4} {
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("tensors", level, Mix(seed, 71))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(ex.Setup[0], "Z = ") {
				continue // a thread's share of a tile
			}
			asked++
			var m, k, bm, bk, r, c, cm, ck int
			fmt.Sscanf(ex.Setup[0], "Z = zipped_divide((%d,%d):(1,%d), (%d,%d))", &m, &k, &m, &bm, &bk)
			fmt.Sscanf(ex.Expr, "Z((%d,%d),(%d,%d))", &r, &c, &cm, &ck)
			if want := fmt.Sprint(cm*bm + r + (ck*bk+c)*m); ex.Answer != want {
				t.Errorf("%s %s: answer %s, A's offset is %s", ex.Setup[0], ex.Expr, ex.Answer, want)
			}
		}
	}
	if asked == 0 {
		t.Error("level 4 never asks where a thread's element lies in A")
	}
}

// TestTensorAnswersAreCoordinates: the tensors topic's coordinates are
// the hints' arithmetic — level 1's I(i) is (i mod M, i / M), level
// 5's element (r,c) of CTA tile (cm,ck) is (cm·BM + r, ck·BK + c) —
// and level 5's question is about one of the last tiles of a matrix the
// tile does not divide, whose hint says in or out as the coordinate is.
func TestTensorAnswersAreCoordinates(t *testing.T) {
	for _, level := range []int{1, 5} {
		ragged := 0
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("tensors", level, Mix(seed, 83))
			if err != nil {
				t.Fatal(err)
			}
			var m, k, i, bm, bk, cm, ck, r, c int
			fmt.Sscanf(ex.Setup[0], "I = make_identity_tensor((%d,%d))", &m, &k)
			var want string
			if level == 1 && strings.HasPrefix(ex.Setup[0], "A = ") {
				// the offset question: A(i,j) of a row-major (m,n):(n,1) is i·n + j
				var n, j int
				fmt.Sscanf(ex.Setup[0], "A = make_tensor(make_gmem_ptr<float>(0), (%d,%d):(%d,1))", &m, &n, &n)
				fmt.Sscanf(ex.Expr, "layout(A)(%d,%d)", &i, &j)
				if ex.Answer != strconv.Itoa(i*n+j) || ex.Answer == "0" {
					t.Errorf("%s %s = %s, want %d (and never 0)", ex.Setup, ex.Expr, ex.Answer, i*n+j)
				}
				continue
			}
			if level == 1 {
				fmt.Sscanf(ex.Expr, "I(%d)", &i)
				want = fmt.Sprintf("(%d,%d)", i%m, i/m)
			} else {
				fmt.Sscanf(ex.Setup[1], "cT = local_tile(I, (%d,%d), (%d,%d))", &bm, &bk, &cm, &ck)
				fmt.Sscanf(ex.Expr, "cT(%d,%d)", &r, &c)
				x, y := cm*bm+r, ck*bk+c
				want = fmt.Sprintf("(%d,%d)", x, y)
				if level == 5 {
					if m%bm == 0 || ck != (k+bk-1)/bk-1 {
						t.Errorf("%s %s: not a last tile of a ragged matrix", ex.Setup, ex.Expr)
					}
					in := x < m && y < k
					last := ex.Hints[len(ex.Hints)-1]
					if in != strings.Contains(last, "inside, the load happens") {
						t.Errorf("%s %s = %s: the hint says %q", ex.Setup, ex.Expr, want, last)
					}
					if !in {
						ragged++
					}
				}
			}
			if ex.Answer != want {
				t.Errorf("%s %s: answer %s, the hints' rule gives %s", ex.Setup, ex.Expr, ex.Answer, want)
			}
		}
		if level == 5 && ragged == 0 {
			t.Errorf("level 5 never asks about an element outside A")
		}
	}
}

// TestTMAAnswersFollowTheHints: the tma topic's answers are the hints'
// rules — a TMA coordinate is A's (m,k) turned round, K first (level 1);
// a CTA's tile names (kt·BK + c, m·BM + r) (levels 2 and 3); Sw<B,4,3>
// moves the 16-byte chunk to chunk XOR line (level 4); CTA i of a
// multicast over n CTAs starts BM/n·i rows into the tile (level 5).
func TestTMAAnswersFollowTheHints(t *testing.T) {
	for level := 1; level <= MaxLevel; level++ {
		for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
			ex, err := Generate("tma", level, Mix(seed, 97))
			if err != nil {
				t.Fatal(err)
			}
			var want string
			switch level {
			case 1:
				var r, c int
				fmt.Sscanf(ex.Expr, "mA(%d,%d)", &r, &c)
				want = fmt.Sprintf("(%d,%d)", c, r)
			case 2, 3:
				var bm, bk, cm, kt, r, c int
				fmt.Sscanf(ex.Setup[4], "gA = local_tile(mA, make_shape(%d,%d), make_coord(%d,_))", &bm, &bk, &cm)
				if level == 2 {
					fmt.Sscanf(ex.Expr, "gA(0,0,%d)", &kt)
				} else {
					fmt.Sscanf(ex.Expr, "gA(%d,%d,%d)", &r, &c, &kt)
				}
				want = fmt.Sprintf("(%d,%d)", kt*bk+c, cm*bm+r)
			case 4:
				var b, x int
				fmt.Sscanf(ex.Expr, "Sw<%d,4,3>(%d)", &b, &x)
				chunk, line := (x>>4)&(1<<b-1), (x>>7)&(1<<b-1)
				want = fmt.Sprint(x + 16*((chunk^line)-chunk))
			default:
				if ex.design != nil {
					continue // judged by TestGeneratedExercisesAreAdmissible
				}
				var bm, bk, cm, cl, i, n1, n2 int
				fmt.Sscanf(ex.Setup[2], "tma = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, A, sL, make_shape(%d,%d), %d)", &n1, &n2, &cl)
				fmt.Sscanf(ex.Setup[4], "gA = local_tile(mA, make_shape(%d,%d), make_coord(%d,_))", &bm, &bk, &cm)
				fmt.Sscanf(ex.Expr, "partition_S(get_slice(tma, %d), gA)(0)", &i)
				want = fmt.Sprintf("(0,%d)", cm*bm+i*bm/cl)
			}
			if ex.Answer != want {
				t.Errorf("level %d: %s %s: answer %s, the hints' rule gives %s", level, ex.Setup, ex.Expr, ex.Answer, want)
			}
		}
	}
}

// TestSmemMNFollowsTheHints: the smem topic's MN-major stages (level 5)
// are the hints' rule — atoms along K first under Step<_2,_1,_3>, then
// the swizzle inside the atom.
func TestSmemMNFollowsTheHints(t *testing.T) {
	asked := 0
	for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
		ex, err := Generate("smem", 5, Mix(seed, 59))
		if err != nil {
			t.Fatal(err)
		}
		var b, rows, bm, bk, stages, r, c, st int
		if _, err := fmt.Sscanf(ex.Setup[0], "S = tile_to_shape(Sw<%d,3,3> o (%d,8):(1,%d), (%d,%d,%d), Step<_2,_1,_3>{})", &b, &rows, &rows, &bm, &bk, &stages); err != nil {
			continue
		}
		asked++
		fmt.Sscanf(ex.Expr, "S(%d,%d,%d)", &r, &c, &st)
		inner := r%rows + rows*(c%8)
		inner ^= ((inner >> 6) & (1<<b - 1)) << 3
		if want := fmt.Sprint(st*bm*bk + (r/rows)*rows*bk + (c/8)*rows*8 + inner); ex.Answer != want {
			t.Errorf("%s %s: %s, the hints' rule gives %s", ex.Setup[0], ex.Expr, ex.Answer, want)
		}
	}
	if asked == 0 {
		t.Error("level 5 never asks an MN-major stage")
	}
}

// TestCapstoneTileCountHintsCarryNumbers: the capstone topic's level-1
// tile count (ceil_div of the problem by 128×256) is worked out in its
// hints with the numbers — "2482 = 9·256 + 178: 9 full tiles and a partial
// one, 10 tiles." — and the counts the hints end on are the answer.
func TestCapstoneTileCountHintsCarryNumbers(t *testing.T) {
	for seed := uint64(0); seed < seedsPerLevel(t); seed++ {
		ex, err := Generate("capstone", 1, Mix(seed, 67))
		if err != nil {
			t.Fatal(err)
		}
		var m, n int
		if _, err := fmt.Sscanf(ex.Expr, "ceil_div((%d,%d), (128,256))", &m, &n); err != nil || len(ex.Hints) != 1 {
			t.Fatalf("%s: %v, hints %q", ex.Expr, err, ex.Hints)
		}
		tiles := func(x, t int) int { return (x + t - 1) / t }
		if want := fmt.Sprintf("(%d,%d)", tiles(m, 128), tiles(n, 256)); ex.Answer != want {
			t.Errorf("%s: answer %s, want %s", ex.Expr, ex.Answer, want)
		}
		mh, nh, _ := strings.Cut(ex.Hints[0], " N: ")
		for i, x := range []struct{ v, t int }{{m, 128}, {n, 256}} {
			h := []string{mh, nh}[i]
			if !strings.Contains(h, fmt.Sprintf("%d = %d·%d", x.v, x.v/x.t, x.t)) || !strings.HasSuffix(h, fmt.Sprintf(" %d tiles.", tiles(x.v, x.t))) {
				t.Errorf("%s: hint %q does not work %d / %d out", ex.Expr, h, x.v, x.t)
			}
		}
	}
}
