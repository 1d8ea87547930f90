//===- ElementTypeEnum.h - the ElementType enumeration ----------*- C++ -*-===//
//
// The enumeration alone, one enumerator per row of ElementTypes.def, for
// SmallFloat.h (whose formats are element types) and ElementType.h, which
// includes it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_ELEMENTTYPEENUM_H
#define HLOKIT_INTERPRETER_ELEMENTTYPEENUM_H

#include <cstdint>

namespace hlokit::interpreter {

enum class ElementType : uint8_t {
#define HLOKIT_ELEMENT_TYPE(Enum, ...) Enum,
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
};

/// The number of element types: the enumerators run from 0 to this minus 1.
inline constexpr unsigned kNumElementTypes =
#define HLOKIT_ELEMENT_TYPE(...) 1 +
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
    0;

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_ELEMENTTYPEENUM_H
