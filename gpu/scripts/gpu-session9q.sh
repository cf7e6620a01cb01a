#!/usr/bin/env bash
# 2026-11-29, session 9, call 17: the session's auto against the session
# start's (bin/cutetui-old, de52f72), in turn twice, at thirty shapes drawn
# with seed 1155 (Python's random: M, N 512–16384 and K 256–16384
# log-uniform, multiples of 8, at most 4·10¹² flops; drawn after every
# rule of the session was fixed), N=8 and Triton G=8: the net effect on
# shapes no rule was fitted to, and where auto stands against cuBLAS.
. "$(dirname "$0")/env.sh"
unpack
verify_each auto
new_vs_old r30 "984x6656x2440,13560x1080x13224,536x5920x592,14680x952x4744,7176x952x6296,1000x832x872,11320x1280x7776,7240x1704x6968,4264x12776x15648,6960x1560x5368,1968x1048x3624,5872x1432x264,800x13464x544,720x1184x6992,720x1504x4456,2400x13704x2168,13360x14976x1416,1408x7168x696,1864x1848x256,3944x9968x1672,5360x5920x3832,696x3728x1816,528x3808x7736,8808x14568x648,3136x1520x848,1120x1144x6344,4120x3312x14504,992x5600x6456,704x720x392,11832x1920x360"
pack
