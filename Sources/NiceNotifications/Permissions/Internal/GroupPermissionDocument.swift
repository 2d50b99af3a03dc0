import Foundation

/// The contents of a group-permissions file and its JSON format.
///
/// Version 1 is `{"groups":{"dailyQuote":"allowed"},"version":1}`; other keys are ignored. A
/// format change bumps `version`, and readers report versions they do not know.
struct GroupPermissionDocument: Equatable {
  static let currentVersion = 1

  /// Never holds `.notAsked`.
  var groups: [String: GroupPermission]

  init(groups: [String: GroupPermission] = [:]) {
    self.groups = groups.filter { $0.value != .notAsked }
  }

  init(decoding data: Data, path: String) throws(GroupPermissionStoreError) {
    let decoder = JSONDecoder()
    func decode<Part: Decodable>(_ part: Part.Type) throws(GroupPermissionStoreError) -> Part {
      do {
        return try decoder.decode(part, from: data)
      } catch {
        throw .corruptFile(path: path, reason: Self.reason(error))
      }
    }
    let version = try decode(Header.self).version
    guard version == Self.currentVersion else { throw .unsupportedVersion(path: path, version: version) }
    var groups: [String: GroupPermission] = [:]
    for (group, rawValue) in try decode(Version1.self).groups {
      guard let permission = GroupPermission(rawValue: rawValue) else {
        throw .corruptFile(
          path: path,
          reason: "group \"\(group)\" has \"\(rawValue)\", which is not notAsked, allowed or denied")
      }
      groups[group] = permission
    }
    self.init(groups: groups)
  }

  /// Sorted keys, so equal documents are equal bytes.
  func encoded() throws(GroupPermissionStoreError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try encoder.encode(Version1(version: Self.currentVersion, groups: groups.mapValues(\.rawValue)))
    } catch {
      throw .encodingFailure(reason: "\(error)")
    }
  }

  private struct Header: Decodable {
    var version: Int
  }

  private struct Version1: Codable {
    var version: Int
    var groups: [String: String]
  }

  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? "" : " at \"\(path)\""
    }
    switch error {
    case .dataCorrupted(let context):
      return "not valid JSON\(at(context))"
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"\(at(context))"
    case .typeMismatch(let type, let context):
      return "expected \(type)\(at(context))"
    case .valueNotFound(let type, let context):
      return "expected \(type)\(at(context)), found null"
    @unknown default:
      return "\(error)"
    }
  }
}
