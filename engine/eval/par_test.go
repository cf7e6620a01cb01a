package eval

import (
	"sync"
	"testing"
)

// TestParallelEnvs: separate environments evaluate in parallel (run with -race).
func TestParallelEnvs(t *testing.T) {
	base := NewEnv()
	if _, err := base.Exec("A = (9,(4,8)):(59,(13,1))"); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := base.Clone()
			for i := 0; i < 50; i++ {
				res, err := e.Exec("zipped_divide(A, <3:3,(2,4):(1,8)>)")
				if err != nil {
					errs <- err
					return
				}
				if res.Text != "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))" {
					t.Errorf("got %s", res.Text)
					return
				}
				if _, err := e.Exec("B = coalesce(A)"); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
