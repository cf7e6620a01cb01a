//go:build !race

package evalpool

const raceEnabled = false
