#import <UIKit/UIKit.h>

@interface RecipeViewController : UIViewController
@end
