package serve

import (
	"path/filepath"

	"github.com/cutetui/cutetui/views/app"
	"github.com/cutetui/cutetui/views/common"
)

// courseApp is the course of session s as `cutetui serve` builds it
// (cmd/cutetui's appOptions, less the teacher's benchmark): progress and
// practice in the session's directory, its seat, its client's colours,
// and ev evaluating its panes (nil: in this process).
func courseApp(s *Session, ev common.Evaluator) *app.Model {
	var progress, practice string
	if s.Dir != "" {
		progress, practice = filepath.Join(s.Dir, "progress.json"), filepath.Join(s.Dir, "practice.json")
	}
	opts, _ := app.CourseOptions(progress, practice, 1)
	opts.Classroom = s.Seat
	c := app.ClientCommon(s.Renderer)
	c.Evaluate = ev
	return app.New(c, opts)
}
