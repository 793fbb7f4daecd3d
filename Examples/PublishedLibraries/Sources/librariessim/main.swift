import LibraryDemos
import RefreshSimCLI

RefreshSimCommand.main(strategies: publishedLibraryStrategies)
