package evalpool

// Request asks a worker to run the statements of Src, one a line, in a
// fresh environment (blank and `#` lines skipped, going on past errors).
type Request struct {
	ID  uint64 `json:"id"`
	Src string `json:"src"`
}

// Reply is a worker's answer: progress (At, the line about to run) or
// the end of a request (Done, with its Lines).
type Reply struct {
	ID    uint64  `json:"id"`
	At    int     `json:"at,omitempty"`
	Done  bool    `json:"done,omitempty"`
	Lines []Line  `json:"lines,omitempty"`
	CPU   float64 `json:"cpu,omitempty"`  // CPU seconds the request used
	Exit  bool    `json:"exit,omitempty"` // the worker exits after this reply
}

// Line is one statement's outcome in a worker.
type Line struct {
	Line  int    `json:"line"` // 1-based line in Src
	Input string `json:"input"`
	Text  string `json:"text,omitempty"`
	Err   string `json:"err,omitempty"`
	Pos   int    `json:"pos,omitempty"` // 0-based column of Err
}

// maxReply bounds one reply line read from a worker: a worker that
// answers more is treated as past the limits.
const maxReply = 8 << 20
