import '@/ui/styles.css'
import '@/ui/libro.css'

// The app starts in two module graphs, each evaluated in its own task: React's DOM renderer, then the router, the
// routes and the app. One graph is evaluated in a single task; two leave a phone's main thread free in between
// (Lighthouse's total blocking time, README → Performance). Both are fetched at once (index.html preloads them).
const renderer = import('react-dom/client')
const app = import('./app')
void Promise.all([renderer, app]).then(([, { startApp }]) => startApp(document.getElementById('root')!))
