//===- RuntimeValue.h - values the evaluator passes around ------*- C++ -*-===//
//
// An SSA value at run time: a tensor, a tuple of values, or a token.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_RUNTIMEVALUE_H
#define HLOKIT_INTERPRETER_RUNTIMEVALUE_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <vector>

namespace hlokit::interpreter {

class RuntimeValue {
public:
  enum class Kind { Tensor, Tuple, Token };

  RuntimeValue() : kind(Kind::Token) {}
  RuntimeValue(Tensor tensor) : kind(Kind::Tensor), tensor(std::move(tensor)) {}
  static RuntimeValue token() { return RuntimeValue(); }
  static RuntimeValue tuple(std::vector<RuntimeValue> elements) {
    RuntimeValue v;
    v.kind = Kind::Tuple;
    v.elements = std::move(elements);
    return v;
  }

  Kind getKind() const { return kind; }
  bool isTensor() const { return kind == Kind::Tensor; }
  const Tensor &getTensor() const {
    assert(isTensor() && "not a tensor");
    return tensor;
  }
  Tensor &getMutableTensor() {
    assert(isTensor() && "not a tensor");
    return tensor;
  }
  llvm::ArrayRef<RuntimeValue> getTuple() const {
    assert(kind == Kind::Tuple && "not a tuple");
    return elements;
  }

private:
  Kind kind;
  Tensor tensor;
  std::vector<RuntimeValue> elements;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_RUNTIMEVALUE_H
