// RUN: hlokit-opt %s -sdy-per-instruction-partitioning="filter='dot, selectLow=abc'" -verify-diagnostics
// RUN: not hlokit-opt %s -sdy-per-instruction-partitioning="filter=selectHigh=-1" 2>&1 | FileCheck %s --check-prefix=NEG

// A bound that isn't a non-negative integer is an error (Shardy ignores it).
// NEG: error: filter entry 'selectHigh=-1' needs a non-negative integer
// expected-error @below {{filter entry 'selectLow=abc' needs a non-negative integer}}
module {
}
