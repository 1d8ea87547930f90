//===- SdyBase.td - the Shardy (sdy) dialect ---------------*- tablegen -*-===//
//
// Shardy's axis-based sharding representation, with Shardy's printed syntax
// (github.com/openxla/shardy), so that programs JAX exports with shardings
// parse, verify and print. Shardings don't change what a program computes.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SDY_BASE
#define HLOKIT_SDY_BASE

include "mlir/IR/OpBase.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::hlokit::sdy";
  let summary = "the Shardy (sdy) sharding dialect";
  let description = [{
    Meshes of named axes, tensor shardings over those axes, and the ops that
    attach shardings to values. A `sdy.sharding` attribute on a func.func
    argument or result is verified against the mesh and the value's type.
  }];
  let useDefaultAttributePrinterParser = 1;
  // `sdy.sharding` on func arguments and results, and on ops.
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasOperationAttrVerify = 1;
}

#endif // HLOKIT_SDY_BASE
