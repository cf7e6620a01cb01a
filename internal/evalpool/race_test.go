//go:build race

package evalpool

// raceEnabled: the race detector's runtime reserves far more address
// space than a worker's limit allows, so the test worker runs without it.
const raceEnabled = true
