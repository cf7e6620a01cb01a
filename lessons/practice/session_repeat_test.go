package practice

import (
	"path/filepath"
	"testing"
)

// TestNextNeverRepeatsTheLastExercise: pressing next never shows the
// exercise just answered again (the copy topic's level 1 drew the same
// 64×2 TiledCopy question twice in a row in the walkthrough), for every
// topic of the course's second half.
func TestNextNeverRepeatsTheLastExercise(t *testing.T) {
	topics := []string{"tensors", "thread-value", "mma", "copy", "smem", "tma", "fragments", "epilogue", "capstone", "dsl", "umma"}
	if testing.Short() {
		topics = []string{"copy", "mma", "smem", "tensors"}
	}
	for _, topic := range topics {
		for seed := uint64(1); seed <= 6; seed++ {
			s, err := NewSession(&Store{Path: filepath.Join(t.TempDir(), "p.json")}, topic, seed)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 6; k++ {
				prev := s.Exercise()
				if err := s.Next(); err != nil {
					t.Fatal(err)
				}
				if sameExercise(prev, s.Exercise()) {
					t.Errorf("%s seed %d: exercise %d repeats %q", topic, seed, k+1, prev.Question)
				}
			}
		}
	}
}
