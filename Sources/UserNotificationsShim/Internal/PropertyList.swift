#if !canImport(UserNotifications)
  import Foundation

  enum PropertyList {
    /// Whether two dictionaries hold equal keys and values, compared as Foundation does.
    static func isEqual(_ lhs: [AnyHashable: Any], _ rhs: [AnyHashable: Any]) -> Bool {
      lhs.count == rhs.count && NSDictionary(dictionary: lhs).isEqual(NSDictionary(dictionary: rhs))
    }
  }
#endif
