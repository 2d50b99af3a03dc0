#if !canImport(UserNotifications)
  public import Foundation

  /// A geographic region that a location trigger watches; use ``CLCircularRegion``.
  public class CLRegion: NSObject, NSCopying {
    /// The region's identifier; location triggers need it unique.
    public let identifier: String
    /// Whether entering the region fires (`true` unless set).
    public var notifyOnEntry: Bool = true
    /// Whether leaving the region fires (`true` unless set).
    public var notifyOnExit: Bool = true

    init(identifier: String) {
      self.identifier = identifier
      super.init()
    }

    /// Returns an independent copy: regions are mutable.
    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = CLRegion(identifier: identifier)
      copy.copyFlags(from: self)
      return copy
    }

    func copyFlags(from other: CLRegion) {
      notifyOnEntry = other.notifyOnEntry
      notifyOnExit = other.notifyOnExit
    }

    /// Whether `object` is a region of the same type, identifier and flags.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? CLRegion, type(of: other) == type(of: self) else { return false }
      return identifier == other.identifier && notifyOnEntry == other.notifyOnEntry
        && notifyOnExit == other.notifyOnExit
    }

    /// A hash of the identifier.
    public override var hash: Int { identifier.hashValue }
  }
#endif
