package practice

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/raster"
	"github.com/cutetui/cutetui/lessons"
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
	if ex.Expr != "" {
		env := eval.NewEnv()
		for _, s := range ex.Setup {
			if _, err := env.Exec(s); err != nil {
				t.Fatalf("%s: setup %q: %v", where, s, err)
			}
		}
		got, err := env.Eval(ex.Expr)
		if err != nil {
			t.Fatalf("%s: eval refuses the statement: %v", where, err)
		}
		if !eval.Equal(got, ex.Want()) || got.String() != ex.Answer {
			t.Errorf("%s: eval says %s, the exercise says %s", where, got, ex.Answer)
		}
		checkLaws(t, where, env, ex)
	} else {
		checkLaunch(t, where, ex)
	}
	if v := ex.Check(ex.Answer); v.Outcome != lessons.Correct {
		t.Errorf("%s: the stated answer %q is judged %v: %s", where, ex.Answer, v.Outcome, v.Message)
	}
}

// args evaluates the arguments of the call in ex.Expr.
func args(t *testing.T, where string, env *eval.Env, expr string) (string, []eval.Value) {
	t.Helper()
	n, err := eval.ParseExpr(expr)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	c, ok := n.(*eval.Call)
	if !ok {
		t.Fatalf("%s: not a call", where)
	}
	var vs []eval.Value
	for _, a := range c.Args {
		v, err := env.Eval(a.String())
		if err != nil {
			t.Fatalf("%s: argument %s: %v", where, a, err)
		}
		vs = append(vs, v)
	}
	return c.Fun.String(), vs
}

func layoutOf(t *testing.T, where string, v eval.Value) engine.Layout {
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
		if same, err := eval.SameFunction(a, r); err != nil || !same {
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
			tl := engine.Concat(b, c)
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

// checkLaunch recomputes a tile-map exercise's answer with engine/raster.
func checkLaunch(t *testing.T, where string, ex *Exercise) {
	l := ex.tb
	if l == nil {
		t.Fatalf("%s: no eval statement and no launch", where)
	}
	sw := raster.Identity(l.n)
	var want engine.IntTuple
	switch l.ask {
	case askGrid:
		x, y, z := sw.Grid(l.tm, l.tn)
		want = engine.Ints(x, y, z)
	case askTile:
		m, n, ok := sw.Tile(l.a, l.b, 0, l.tm, l.tn)
		if !ok {
			t.Fatalf("%s: CTA (%d,%d) has no tile", where, l.a, l.b)
		}
		want = engine.Ints(m, n)
	case askCTA:
		gx, gy, _ := sw.Grid(l.tm, l.tn)
		found := 0
		for by := 0; by < gy; by++ {
			for bx := 0; bx < gx; bx++ {
				if m, n, ok := sw.Tile(bx, by, 0, l.tm, l.tn); ok && m == l.a && n == l.b {
					want = engine.Ints(bx, by)
					found++
				}
			}
		}
		if found != 1 {
			t.Fatalf("%s: %d CTAs compute tile (%d,%d)", where, found, l.a, l.b)
		}
	}
	if want.String() != ex.Answer {
		t.Errorf("%s: raster says %s, the exercise %s", where, want, ex.Answer)
	}
	if !strings.Contains(ex.Statement, fmt.Sprintf("<%d>", l.n)) {
		t.Errorf("%s: the statement does not name N = %d", where, l.n)
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
				stmt += float64(len(ex.Statement) + len(strings.Join(ex.Setup, "")))
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
