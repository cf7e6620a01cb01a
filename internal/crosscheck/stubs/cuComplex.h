// Stand-in for cuComplex.h: the two complex structs and their helpers.
#pragma once
struct cuFloatComplex { float x, y; };
struct cuDoubleComplex { double x, y; };
inline cuFloatComplex make_cuFloatComplex(float r, float i) { return {r, i}; }
inline cuDoubleComplex make_cuDoubleComplex(double r, double i) { return {r, i}; }
inline float cuCrealf(cuFloatComplex z) { return z.x; }
inline float cuCimagf(cuFloatComplex z) { return z.y; }
inline double cuCreal(cuDoubleComplex z) { return z.x; }
inline double cuCimag(cuDoubleComplex z) { return z.y; }
