//===- CheckOps.td - the check dialect for interpreter tests -*- tablegen -*-===//
//
// Test assertions with the syntax of upstream StableHLO's interpreter tests.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_CHECK_OPS
#define HLOKIT_CHECK_OPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "hlokit/Dialect/StableHLO/StablehloBase.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::hlokit::check";
  let summary = "assertions on tensor values, executed by hlokit-run";
}

class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic, traits>;

#endif // HLOKIT_CHECK_OPS
