//===- GspmdSharding.cpp - parse and print XLA's sharding strings ---------===//
//
// The grammar is XLA's (hlo_parser.cc ParseSharding/ParseSingleSharding): a
// brace-enclosed list of keywords and `name=value` attributes in any order,
// or a brace-enclosed list of such shardings for a tuple. Printing follows
// HloSharding::Print, which fixes the order of the parts.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Conversion/Sharding/GspmdSharding.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <numeric>

namespace hlokit::gspmd {

using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

GspmdSharding GspmdSharding::replicated() { return GspmdSharding(); }

GspmdSharding GspmdSharding::manual() {
  GspmdSharding sharding;
  sharding.kind = ShardingKind::Manual;
  return sharding;
}

GspmdSharding GspmdSharding::maximal(int64_t device) {
  GspmdSharding sharding;
  sharding.kind = ShardingKind::Maximal;
  sharding.device = device;
  return sharding;
}

GspmdSharding GspmdSharding::tuple(std::vector<GspmdSharding> elements) {
  GspmdSharding sharding;
  sharding.kind = ShardingKind::Tuple;
  sharding.elements = std::move(elements);
  return sharding;
}

int64_t GspmdSharding::numSubgroupDims() const {
  return lastTileDimReplicate ? 1 : static_cast<int64_t>(lastTileDims.size());
}

int64_t GspmdSharding::numDataDims() const {
  return static_cast<int64_t>(tileDims.size()) - numSubgroupDims();
}

SubgroupType GspmdSharding::subgroupType(int64_t index) const {
  return lastTileDimReplicate ? SubgroupType::Replicated : lastTileDims[index];
}

static int64_t product(ArrayRef<int64_t> values) {
  return std::accumulate(values.begin(), values.end(), int64_t(1),
                         std::multiplies<int64_t>());
}

SmallVector<int64_t> GspmdSharding::materializeDevices() const {
  if (!iota)
    return devices;
  // Device at position `index` of the transposed array: unflatten `index`
  // over the transposed shape, then flatten over the reshape dims.
  ArrayRef<int64_t> dims = iota->reshapeDims;
  ArrayRef<int64_t> perm = iota->transposePerm;
  int64_t count = product(dims);
  SmallVector<int64_t> result(count);
  SmallVector<int64_t> reshapeIndex(dims.size());
  for (int64_t index = 0; index < count; ++index) {
    int64_t rest = index;
    for (int64_t k = static_cast<int64_t>(perm.size()) - 1; k >= 0; --k) {
      reshapeIndex[perm[k]] = rest % dims[perm[k]];
      rest /= dims[perm[k]];
    }
    int64_t device = 0;
    for (auto [size, at] : llvm::zip_equal(dims, reshapeIndex))
      device = device * size + at;
    result[index] = device;
  }
  return result;
}

IotaDevices canonicalizeIota(const IotaDevices &iota) {
  SmallVector<int64_t> dims(iota.reshapeDims);
  SmallVector<int64_t> perm(iota.transposePerm);
  while (true) {
    // Drop size-1 dims, renumbering the perm.
    SmallVector<int64_t> newIndex(dims.size(), -1);
    SmallVector<int64_t> keptDims;
    for (auto [i, size] : llvm::enumerate(dims))
      if (size != 1) {
        newIndex[i] = keptDims.size();
        keptDims.push_back(size);
      }
    SmallVector<int64_t> keptPerm;
    for (int64_t dim : perm)
      if (newIndex[dim] >= 0)
        keptPerm.push_back(newIndex[dim]);
    dims = std::move(keptDims);
    perm = std::move(keptPerm);
    // Merge runs of dims that the transpose keeps adjacent and in order: the
    // merged size goes to the run's first dim, the others become 1.
    bool changed = false;
    for (size_t i = 1, base = 0; i < perm.size(); ++i) {
      if (perm[base] + static_cast<int64_t>(i - base) == perm[i]) {
        dims[perm[base]] *= dims[perm[i]];
        dims[perm[i]] = 1;
        changed = true;
      } else {
        base = i;
      }
    }
    if (!changed)
      break;
  }
  if (dims.empty())
    return IotaDevices{{1}, {0}};
  return IotaDevices{dims, perm};
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static StringRef subgroupTypeName(SubgroupType type) {
  switch (type) {
  case SubgroupType::Manual:
    return "manual";
  case SubgroupType::Replicated:
    return "replicated";
  case SubgroupType::Unreduced:
    return "unreduced";
  }
  llvm_unreachable("unknown subgroup type");
}

static void printInts(llvm::raw_ostream &os, ArrayRef<int64_t> values) {
  llvm::interleave(values, os, ",");
}

static void printSharding(llvm::raw_ostream &os, const GspmdSharding &s);

static void printTuple(llvm::raw_ostream &os, const GspmdSharding &s) {
  os << "{";
  for (auto [i, element] : llvm::enumerate(s.elements)) {
    // XLA numbers every fifth element.
    if (i != 0)
      os << ", ";
    if (i != 0 && i % 5 == 0)
      os << "/*index=" << i << "*/";
    printSharding(os, element);
  }
  os << "}";
}

static void printTileAssignment(llvm::raw_ostream &os, const GspmdSharding &s) {
  os << "devices=[";
  printInts(os, s.tileDims);
  os << "]";
  if (!s.iota) {
    printInts(os, s.devices);
    return;
  }
  os << "<=[";
  printInts(os, s.iota->reshapeDims);
  os << "]";
  if (s.iota->reshapeDims.size() > 1) {
    os << "T(";
    printInts(os, s.iota->transposePerm);
    os << ")";
  }
}

static void printSharding(llvm::raw_ostream &os, const GspmdSharding &s) {
  if (s.kind == ShardingKind::Tuple)
    return printTuple(os, s);
  os << "{";
  switch (s.kind) {
  case ShardingKind::Replicated:
    os << "replicated";
    break;
  case ShardingKind::Manual:
    os << "manual";
    break;
  case ShardingKind::Unknown:
    os << "unknown";
    break;
  case ShardingKind::Unreduced:
    os << "unreduced";
    break;
  case ShardingKind::Maximal:
    os << "maximal device=" << s.device;
    break;
  case ShardingKind::Tiled:
    printTileAssignment(os, s);
    if (s.lastTileDimReplicate)
      os << " last_tile_dim_replicate";
    if (!s.lastTileDims.empty()) {
      os << " last_tile_dims={";
      llvm::interleave(
          s.lastTileDims, os,
          [&](SubgroupType t) { os << subgroupTypeName(t); }, ", ");
      os << "}";
    }
    break;
  case ShardingKind::Tuple:
    llvm_unreachable("handled above");
  }
  if (s.shardGroup)
    os << (s.shardGroup->shardAs ? " shard_as " : " shard_like ")
       << s.shardGroup->id;
  if (s.metadata.size() == 1) {
    os << " metadata={" << s.metadata.front() << "}";
  } else if (!s.metadata.empty()) {
    os << " metadata={";
    llvm::interleave(
        s.metadata, os, [&](const std::string &m) { os << "{" << m << "}"; },
        ", ");
    os << "}";
  }
  os << "}";
}

std::string printGspmdSharding(const GspmdSharding &sharding) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printSharding(os, sharding);
  return text;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

namespace {

/// A recursive-descent parser over the characters of one string.
class Parser {
public:
  Parser(StringRef text, ParseError &error) : text(text), error(error) {}

  std::optional<GspmdSharding> parseWhole() {
    std::optional<GspmdSharding> sharding = parseSharding();
    if (!sharding)
      return std::nullopt;
    skipSpace();
    if (pos != text.size())
      return fail("unexpected text after the sharding");
    return sharding;
  }

private:
  std::nullopt_t fail(const llvm::Twine &message) {
    return failAt(pos, message);
  }

  std::nullopt_t failAt(size_t at, const llvm::Twine &message) {
    error.column = at + 1;
    error.message = message.str();
    return std::nullopt;
  }

  /// Skips blanks and `/*...*/` comments (XLA prints `/*index=5*/`).
  void skipSpace() {
    while (pos < text.size()) {
      if (llvm::isSpace(text[pos])) {
        ++pos;
      } else if (text.substr(pos).starts_with("/*")) {
        size_t end = text.find("*/", pos + 2);
        pos = end == StringRef::npos ? text.size() : end + 2;
      } else {
        break;
      }
    }
  }

  bool peek(char c) {
    skipSpace();
    return pos < text.size() && text[pos] == c;
  }

  bool consumeIf(char c) {
    if (!peek(c))
      return false;
    ++pos;
    return true;
  }

  bool expect(char c, const llvm::Twine &message) {
    if (consumeIf(c))
      return true;
    fail(message);
    return false;
  }

  StringRef identifier() {
    skipSpace();
    size_t start = pos;
    while (pos < text.size() && (llvm::isAlnum(text[pos]) || text[pos] == '_'))
      ++pos;
    return text.slice(start, pos);
  }

  std::optional<int64_t> integer(const llvm::Twine &what) {
    skipSpace();
    size_t start = pos;
    while (pos < text.size() && llvm::isDigit(text[pos]))
      ++pos;
    int64_t value;
    if (start == pos || text.slice(start, pos).getAsInteger(10, value)) {
      pos = start;
      return fail("expected " + what);
    }
    return value;
  }

  bool integerList(SmallVector<int64_t> &values, const llvm::Twine &what) {
    do {
      std::optional<int64_t> value = integer(what);
      if (!value)
        return false;
      values.push_back(*value);
    } while (consumeIf(','));
    return true;
  }

  /// A list of dimension sizes, each at least 1, whose product fits.
  bool dimensionList(SmallVector<int64_t> &dims, const llvm::Twine &what) {
    size_t at = pos;
    if (!integerList(dims, what))
      return false;
    int64_t total = 1;
    for (int64_t dim : dims) {
      if (dim < 1) {
        failAt(at, "dimension sizes must be at least 1");
        return false;
      }
      if (llvm::MulOverflow(total, dim, total)) {
        failAt(at, "the product of the dimension sizes overflows");
        return false;
      }
    }
    return true;
  }

  std::optional<GspmdSharding> parseSharding() {
    if (!expect('{', "expected '{' to start sharding attribute"))
      return std::nullopt;
    if (!peek('{') && !peek('}'))
      return parseSingleBody();
    std::vector<GspmdSharding> elements;
    if (!peek('}')) {
      do {
        if (!peek('{'))
          return fail("expected '{' to start a tuple element sharding");
        std::optional<GspmdSharding> element = parseSharding();
        if (!element)
          return std::nullopt;
        elements.push_back(std::move(*element));
      } while (consumeIf(','));
    }
    if (!expect('}', "expected '}' to end sharding attribute"))
      return std::nullopt;
    return GspmdSharding::tuple(std::move(elements));
  }

  /// `devices=` `[dims]` then `<=[reshape]T(perm)` or a device list.
  bool parseTileAssignment(GspmdSharding &s) {
    if (!expect('[', "expected '[' to start sharding devices shape") ||
        !dimensionList(s.tileDims, "a tile assignment dimension") ||
        !expect(']', "expected ']' to end sharding devices shape"))
      return false;
    skipSpace();
    if (!text.substr(pos).starts_with("<=")) {
      s.devices.clear();
      return integerList(s.devices, "a device id");
    }
    pos += 2;
    IotaDevices iota;
    if (!expect('[', "expected '[' to start sharding iota_reshape_dims") ||
        !dimensionList(iota.reshapeDims, "an iota reshape dimension") ||
        !expect(']', "expected ']' to end sharding iota_reshape_dims"))
      return false;
    if (iota.reshapeDims.size() == 1) {
      iota.transposePerm = {0};
    } else {
      size_t at = pos;
      if (identifier() != "T" || !consumeIf('(')) {
        pos = at;
        fail("expected 'T(' to start sharding devices iota_transpose_perm");
        return false;
      }
      size_t permAt = pos;
      if (!integerList(iota.transposePerm, "an iota transpose dimension") ||
          !expect(')', "expected ')' to end sharding devices "
                       "iota_transpose_perm"))
        return false;
      SmallVector<int64_t> sorted(iota.transposePerm);
      llvm::sort(sorted);
      if (sorted.size() != iota.reshapeDims.size() ||
          llvm::any_of(llvm::enumerate(sorted), [](auto indexed) {
            return indexed.value() != static_cast<int64_t>(indexed.index());
          })) {
        failAt(permAt, "iota_transpose_perm is not a permutation of the " +
                           llvm::Twine(iota.reshapeDims.size()) +
                           " iota_reshape_dims");
        return false;
      }
    }
    s.iota = std::move(iota);
    return true;
  }

  /// `last_tile_dims={manual, replicated}`.
  bool parseSubgroupTypes(GspmdSharding &s) {
    if (!expect('{', "expected '{' to start last_tile_dims"))
      return false;
    do {
      size_t at = pos;
      StringRef name = identifier();
      if (name == "manual") {
        s.lastTileDims.push_back(SubgroupType::Manual);
      } else if (name == "replicated") {
        s.lastTileDims.push_back(SubgroupType::Replicated);
      } else if (name == "unreduced") {
        s.lastTileDims.push_back(SubgroupType::Unreduced);
      } else {
        failAt(at, "expected a sharding type (manual, replicated or "
                   "unreduced) in last_tile_dims");
        return false;
      }
    } while (consumeIf(','));
    return expect('}', "expected '}' to end last_tile_dims");
  }

  /// The text of one braced metadata entry, quotes and escapes respected.
  bool metadataEntry(std::string &entry) {
    if (!expect('{', "expected '{' to start metadata"))
      return false;
    size_t start = pos;
    int depth = 0;
    bool quoted = false;
    for (; pos < text.size(); ++pos) {
      char c = text[pos];
      if (quoted) {
        if (c == '\\')
          ++pos;
        else if (c == '"')
          quoted = false;
      } else if (c == '"') {
        quoted = true;
      } else if (c == '{') {
        ++depth;
      } else if (c == '}' && depth-- == 0) {
        entry = text.slice(start, pos).str();
        ++pos;
        return true;
      }
    }
    failAt(start - 1, "unterminated metadata");
    return false;
  }

  /// `metadata={op_name="a"}` or `metadata={{op_name="a"}, {op_name="b"}}`.
  bool parseMetadata(GspmdSharding &s) {
    skipSpace();
    size_t at = pos;
    if (!consumeIf('{')) {
      fail("expected '{' to start metadata");
      return false;
    }
    if (!peek('{')) {
      pos = at;
      std::string entry;
      if (!metadataEntry(entry))
        return false;
      s.metadata.push_back(std::move(entry));
      return true;
    }
    do {
      std::string entry;
      if (!metadataEntry(entry))
        return false;
      s.metadata.push_back(std::move(entry));
    } while (consumeIf(','));
    return expect('}', "expected '}' to end metadata");
  }

  /// The attributes and keywords of a non-tuple sharding, after its '{'.
  std::optional<GspmdSharding> parseSingleBody() {
    size_t start = pos;
    GspmdSharding s;
    bool replicated = false, manual = false, maximal = false, unknown = false,
         unreduced = false, hasDevice = false, hasDevices = false;
    while (!peek('}')) {
      if (pos == text.size())
        return fail("expected '}' to end sharding attribute");
      size_t at = pos;
      StringRef word = identifier();
      if (word.empty())
        return fail("unexpected token");
      if (consumeIf('=')) {
        if (word == "device") {
          std::optional<int64_t> device = integer("an integer after device=");
          if (!device)
            return failAt(at, "device= attribute must be an integer");
          s.devices = {*device};
          hasDevice = true;
        } else if (word == "devices") {
          if (!parseTileAssignment(s))
            return std::nullopt;
          hasDevices = true;
        } else if (word == "metadata") {
          if (!parseMetadata(s))
            return std::nullopt;
        } else if (word == "last_tile_dims") {
          if (!parseSubgroupTypes(s))
            return std::nullopt;
        } else {
          return failAt(at, "unknown attribute in sharding: expected "
                            "device=, devices=, metadata= or "
                            "last_tile_dims=");
        }
        continue;
      }
      if (word == "replicated") {
        replicated = true;
      } else if (word == "manual") {
        manual = true;
      } else if (word == "maximal") {
        maximal = true;
      } else if (word == "unknown") {
        unknown = true;
      } else if (word == "unreduced") {
        unreduced = true;
      } else if (word == "last_tile_dim_replicate") {
        s.lastTileDimReplicate = true;
      } else if (word == "shard_as" || word == "shard_like") {
        std::optional<int64_t> id = integer("a shard group id");
        if (!id)
          return std::nullopt;
        s.shardGroup = ShardGroup{word == "shard_as", *id};
      } else if (word == "mesh" || word == "maximal_mesh") {
        return failAt(at,
                      "named shardings ({" + word + "...}) are not supported");
      } else {
        return failAt(at, "unexpected token '" + word + "'");
      }
    }
    ++pos; // '}'
    bool hasAnyDevices = hasDevice || hasDevices;
    auto noDevices = [&](StringRef kind,
                         ShardingKind result) -> std::optional<GspmdSharding> {
      if (hasAnyDevices)
        return failAt(start, kind + " shardings should not have any devices "
                                    "assigned");
      s.kind = result;
      s.devices.clear();
      return s;
    };
    if (replicated)
      return noDevices("replicated", ShardingKind::Replicated);
    if (maximal) {
      if (!hasDevice)
        return failAt(start, "maximal shardings should have exactly one "
                             "device assigned");
      s.kind = ShardingKind::Maximal;
      s.device = s.devices.front();
      s.devices.clear();
      return s;
    }
    if (manual)
      return noDevices("manual", ShardingKind::Manual);
    if (unknown)
      return noDevices("unknown", ShardingKind::Unknown);
    if (unreduced)
      return noDevices("unreduced", ShardingKind::Unreduced);
    return finishTiled(std::move(s), start, hasDevices);
  }

  std::optional<GspmdSharding> finishTiled(GspmdSharding s, size_t start,
                                           bool hasDevices) {
    if (!hasDevices)
      return failAt(start, "non-maximal shardings must have a tile assignment "
                           "list including dimensions");
    if (s.lastTileDimReplicate && !s.lastTileDims.empty())
      return failAt(start, "last_tile_dim_replicate and last_tile_dims= "
                           "cannot both be given");
    if (s.numDataDims() < 0)
      return failAt(start, "last_tile_dims= names " +
                               llvm::Twine(s.lastTileDims.size()) +
                               " subgroup dimensions but the tile assignment "
                               "has " +
                               llvm::Twine(s.tileDims.size()));
    int64_t tiles = product(s.tileDims);
    s.kind = ShardingKind::Tiled;
    if (s.iota) {
      int64_t iotaSize = product(s.iota->reshapeDims);
      if (iotaSize != tiles)
        return failAt(start, "iota tile assignment size " +
                                 llvm::Twine(iotaSize) +
                                 " does not match the tile assignment "
                                 "dimensions product " +
                                 llvm::Twine(tiles));
      return s;
    }
    if (s.devices.size() <= 1)
      return failAt(start, "non-maximal shardings must have more than one "
                           "device assigned");
    if (static_cast<int64_t>(s.devices.size()) != tiles)
      return failAt(start, "sharding device count " +
                               llvm::Twine(s.devices.size()) +
                               " does not match the tile assignment size " +
                               llvm::Twine(tiles));
    return s;
  }

  StringRef text;
  ParseError &error;
  size_t pos = 0;
};

} // namespace

std::optional<GspmdSharding> parseGspmdSharding(StringRef text,
                                                ParseError &error) {
  return Parser(text, error).parseWhole();
}

} // namespace hlokit::gspmd
