#if !canImport(UserNotifications)
  public import Foundation

  /// An icon shown beside an action's title.
  public final class UNNotificationActionIcon: NSObject, NSCopying {
    enum Source: Hashable {
      case template(String)
      case system(String)
    }

    let source: Source

    init(source: Source) {
      self.source = source
      super.init()
    }

    /// Unavailable: name an image.
    @available(*, unavailable, message: "Use init(templateImageName:) or init(systemImageName:)")
    public override convenience init() {
      self.init(source: .system(""))
    }

    /// An icon from a template image in the app's asset catalog.
    public convenience init(templateImageName: String) {
      self.init(source: .template(templateImageName))
    }

    /// An icon from an SF Symbol.
    public convenience init(systemImageName: String) {
      self.init(source: .system(systemImageName))
    }

    /// Returns the icon itself: icons never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is an icon naming the same image the same way.
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? UNNotificationActionIcon)?.source == source
    }

    /// A hash of the image name.
    public override var hash: Int { source.hashValue }
  }
#endif
